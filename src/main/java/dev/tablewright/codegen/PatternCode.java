package dev.tablewright.codegen;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.model.AttributeType;
import dev.tablewright.patterns.BoundPattern;
import dev.tablewright.patterns.PatternBinder;
import dev.tablewright.formats.RequestJson;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Model;
import dev.tablewright.model.Operation;
import dev.tablewright.model.Parameter;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.ShardFanOut;
import dev.tablewright.model.SortKeyCondition;
import dev.tablewright.model.Table;
import dev.tablewright.model.TemplateValue;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An access pattern as every generator sees it: its parameters (with the defaults, or the values
 * given, as default values), the request in the DynamoDB API's shape with templated values left
 * as {@link CodeValue}s, the shard fan-out if any, and the key order to merge shards in.
 *
 * <p>The request comes from {@link PatternBinder} itself (bound with sample values), so field
 * names, placeholders and the key condition text are exactly those the engine runs.
 *
 * @param request API field name to value: String, Boolean, Integer, {@code Map<String, String>}
 *                (ExpressionAttributeNames), {@code Map<String, CodeValue>} (ExpressionAttributeValues, Key, Item),
 *                or, for a transaction, only {@code TransactItems}: a {@code List<Action>}
 * @param mergeOrder the sort key shards are merged by (null when not fanned out or the index has no sort key)
 */
record PatternCode(AccessPattern pattern, String source, List<String> words, List<Param> params, ShardFanOut fanOut,
                   Map<String, Object> request, SortOrder mergeOrder) {
    static final String SAMPLE = "0000";
    private static final Set<String> DROPPED_WORDS = Set.of("a", "an", "the");
    private static final Set<String> TRAILING_WORDS = Set.of("a", "an", "the", "and", "or", "for", "by", "in", "of",
            "to", "with", "across", "on", "at", "from");
    private static final int MAX_WORDS = 7;
    private static final Pattern MULTI_KEY_VALUE = Pattern.compile(":(kp|ks)(\\d+)(b?)");

    /** A parameter of the generated function; {@code defaultValue} null when the caller must give it. */
    record Param(String name, String defaultValue, String description) {
    }

    /** The attribute shards are merged by, its type, and the direction. */
    record SortOrder(String attribute, ScalarType type, boolean forward) {
    }

    /**
     * One element of a transaction's {@code TransactItems}: its kind ({@code Put, Update, Delete,
     * ConditionCheck} or {@code Get}) and its fields, shaped as a request's.
     */
    record Action(String kind, Map<String, Object> fields) {
    }

    /**
     * @param given parameter values that replace the defaults (a value for the fan-out parameter
     *              reads that one shard)
     * @throws IllegalArgumentException when the pattern cannot be bound (unknown table or index,
     *                                  a parameter it does not have, a placeholder that is no parameter)
     */
    static PatternCode of(Model model, AccessPattern pattern, Map<String, String> given, String source) {
        if (pattern.operation().isTransaction()) {
            return TransactionCode.of(model, pattern, given, source);
        }
        Table table = model.findTable(pattern.table()).orElseThrow(() -> new IllegalArgumentException(
                "pattern '" + pattern.name() + "' names table '" + pattern.table() + "', which the model does not have"));
        ShardFanOut fanOut = pattern.fanOut() != null && !given.containsKey(pattern.fanOut().parameter())
                ? pattern.fanOut() : null;
        if (fanOut != null && !pattern.operation().isRead() || fanOut != null && pattern.operation() == Operation.GetItem) {
            throw new IllegalArgumentException("pattern '" + pattern.name() + "': code is generated for a fan-out"
                    + " over shards only for a Query or a Scan, not a " + pattern.operation());
        }
        List<Param> params = new ArrayList<>();
        Map<String, String> sample = new LinkedHashMap<>();
        for (Parameter p : pattern.parameters()) {
            String value = given.getOrDefault(p.name(), p.defaultValue());
            params.add(new Param(p.name(), value, p.description()));
            sample.put(p.name(), value == null ? SAMPLE : value);
        }
        if (pattern.fanOut() != null) {
            String shard = pattern.fanOut().parameter();
            if (fanOut == null) {
                params.add(new Param(shard, given.get(shard), "the shard to read"));
            }
            sample.put(shard, fanOut == null ? given.get(shard) : Integer.toString(fanOut.first()));
        }
        for (String name : given.keySet()) {
            if (!sample.containsKey(name)) {
                throw new IllegalArgumentException("pattern '" + pattern.name() + "' has no parameter '" + name + "'");
            }
        }
        BoundPattern bound = PatternBinder.bind(table, pattern, sample);
        ObjectNode json = RequestJson.write(bound.requests().get(0).request());
        Map<String, Object> request = request(json, table, pattern);
        return new PatternCode(pattern, source, words(pattern.name()), params, fanOut, request,
                fanOut == null ? null : mergeOrder(table, pattern));
    }

    Operation operation() {
        return pattern.operation();
    }

    /** True when the program returns (and prints) a list of items: a Query, a Scan or a TransactGetItems. */
    boolean returnsItems() {
        return operation() == Operation.Query || operation() == Operation.Scan
                || operation() == Operation.TransactGetItems;
    }

    /** A transaction's elements (empty for any other pattern). */
    @SuppressWarnings("unchecked")
    List<Action> actions() {
        Object v = request.get("TransactItems");
        return v == null ? List.of() : (List<Action>) v;
    }

    /** True when the code follows LastEvaluatedKey to the end; a pattern with a Limit reads one page. */
    boolean paged() {
        return (operation() == Operation.Query || operation() == Operation.Scan) && !request.containsKey("Limit");
    }

    /** The parameter names whose values the request uses, in the order the function takes them. */
    List<String> parameterNames() {
        List<String> names = new ArrayList<>();
        params.forEach(p -> names.add(p.name()));
        return names;
    }

    /** A field's attribute values (Key, Item, ExpressionAttributeValues), of the request or of an action. */
    @SuppressWarnings("unchecked")
    static Map<String, CodeValue> values(Object field) {
        return (Map<String, CodeValue>) field;
    }

    /** A request's fields as the generators write them (see the record's {@code request}). */
    static Map<String, Object> request(ObjectNode json, Table table, AccessPattern p) {
        Map<String, Object> out = new LinkedHashMap<>();
        Iterator<Map.Entry<String, JsonNode>> fields = json.fields();
        while (fields.hasNext()) {
            Map.Entry<String, JsonNode> field = fields.next();
            String name = field.getKey();
            JsonNode v = field.getValue();
            switch (name) {
                case "Operation":
                case "ReturnConsumedCapacity":
                    break;
                case "ExpressionAttributeNames":
                    Map<String, String> names = new LinkedHashMap<>();
                    v.fields().forEachRemaining(e -> names.put(e.getKey(), e.getValue().asText()));
                    out.put(name, names);
                    break;
                case "ExpressionAttributeValues":
                    out.put(name, expressionValues(v, table, p));
                    break;
                case "Key":
                    out.put(name, key(table, p));
                    break;
                case "Item":
                    Map<String, CodeValue> item = new LinkedHashMap<>(key(table, p));
                    p.item().forEach((k, t) -> item.putIfAbsent(k, value(t)));
                    out.put(name, item);
                    break;
                default:
                    out.put(name, v.isBoolean() ? (Object) v.asBoolean() : v.isInt() ? (Object) v.asInt() : v.asText());
            }
        }
        return out;
    }

    /**
     * The key condition's values come from the key templates, the others from the pattern's values:
     * {@code :kp, :ks, :ks2} on a single-attribute key; on a multi-attribute GSI key {@code :kp<i>}
     * per partition-key attribute and {@code :ks<i>} (a BETWEEN's upper bound {@code :ks<i>b}) per
     * sort-key condition, each typed as its attribute.
     */
    private static Map<String, CodeValue> expressionValues(JsonNode bound, Table table, AccessPattern p) {
        KeySchema keys = keySchema(table, p);
        boolean query = p.operation() == Operation.Query;
        Map<String, CodeValue> out = new LinkedHashMap<>();
        bound.fieldNames().forEachRemaining(name -> {
            CodeValue key = query ? keyConditionValue(name, keys, p) : null;
            out.put(name, key != null ? key : value(p.expressionAttributeValues().get(name)));
        });
        return out;
    }

    /** The key condition value a placeholder names, or null when it names none. */
    private static CodeValue keyConditionValue(String name, KeySchema keys, AccessPattern p) {
        if (!keys.isMultiAttribute()) {
            return switch (name) {
                case ":kp" -> keyValue(keys.partitionKey(), p.partitionKey());
                case ":ks" -> keyValue(keys.sortKey(), p.sortKey().value());
                case ":ks2" -> keyValue(keys.sortKey(), p.sortKey().upper());
                default -> null;
            };
        }
        Matcher m = MULTI_KEY_VALUE.matcher(name);
        if (!m.matches()) {
            return null;
        }
        int i = Integer.parseInt(m.group(2));
        if (m.group(1).equals("kp")) {
            return m.group(3).isEmpty() && i < p.partitionKeys().size()
                    ? keyValue(keys.partitionKeys().get(i), p.partitionKeys().get(i)) : null;
        }
        if (i >= p.sortKeys().size()) {
            return null;
        }
        SortKeyCondition condition = p.sortKeys().get(i);
        return keyValue(keys.sortKeys().get(i), m.group(3).isEmpty() ? condition.value() : condition.upper());
    }

    /** The table key of a GetItem or a write: from the key templates, else from the pattern's item (as the binder does). */
    private static Map<String, CodeValue> key(Table table, AccessPattern p) {
        KeySchema keys = table.keySchema();
        Map<String, CodeValue> out = new LinkedHashMap<>();
        for (KeyAttribute attribute : keys.attributes()) {
            boolean partition = attribute == keys.partitionKey();
            KeyTemplate template = partition ? p.partitionKey() : p.sortKey() == null ? null : p.sortKey().value();
            out.put(attribute.name(), template != null ? keyValue(attribute, template) : value(p.item().get(attribute.name())));
        }
        return out;
    }

    private static CodeValue keyValue(KeyAttribute key, KeyTemplate template) {
        return CodeValue.of(key.type().attributeType(), template,
                key.type() == ScalarType.B ? CodeValue.Encoding.UTF8 : CodeValue.Encoding.TEXT);
    }

    private static CodeValue value(TemplateValue v) {
        return CodeValue.of(v.type(), v.template(),
                v.type() == AttributeType.B ? CodeValue.Encoding.BASE64 : CodeValue.Encoding.TEXT);
    }

    private static KeySchema keySchema(Table table, AccessPattern p) {
        return p.index() == null ? table.keySchema()
                : table.findIndex(p.index()).map(SecondaryIndex::keySchema).orElseThrow();
    }

    private static SortOrder mergeOrder(Table table, AccessPattern p) {
        if (p.operation() != Operation.Query) {
            return null;
        }
        KeySchema keys = keySchema(table, p);
        return keys.hasSortKey() ? new SortOrder(keys.sortKey().name(), keys.sortKey().type(), p.scanIndexForward())
                : null;
    }

    /**
     * The words a function is named by: the pattern's name without its numbering ("5.",
     * "Alternative 3."), split at spaces, punctuation and camel case, without articles, at most
     * seven, not ending on a preposition.
     */
    static List<String> words(String patternName) {
        String name = patternName.replaceFirst("^\\s*([A-Za-z]+\\s+)?\\d+[.)]\\s*", "");
        String split = name.replaceAll("([a-z0-9])([A-Z])", "$1 $2").replaceAll("([A-Z]+)([A-Z][a-z])", "$1 $2");
        List<String> words = new ArrayList<>();
        for (String w : split.split("[^A-Za-z0-9]+")) {
            String word = w.toLowerCase(Locale.ROOT);
            if (!word.isEmpty() && !DROPPED_WORDS.contains(word) && words.size() < MAX_WORDS) {
                words.add(word);
            }
        }
        while (words.size() > 1 && TRAILING_WORDS.contains(words.get(words.size() - 1))) {
            words.remove(words.size() - 1);
        }
        if (!words.isEmpty() && Character.isDigit(words.get(0).charAt(0))) {
            words.add(0, "pattern");
        }
        return words.isEmpty() ? List.of("run", "pattern") : words;
    }
}
