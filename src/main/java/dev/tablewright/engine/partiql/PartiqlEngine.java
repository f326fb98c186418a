package dev.tablewright.engine.partiql;

import dev.tablewright.engine.InMemoryEngine;
import dev.tablewright.engine.InMemoryTable;
import dev.tablewright.engine.expr.RequestExpressions;
import dev.tablewright.engine.request.DeleteItemRequest;
import dev.tablewright.engine.request.KeyCondition;
import dev.tablewright.engine.request.PutItemRequest;
import dev.tablewright.engine.request.QueryRequest;
import dev.tablewright.engine.request.ReadResult;
import dev.tablewright.engine.request.RequestException;
import dev.tablewright.engine.request.ScanRequest;
import dev.tablewright.engine.request.UpdateItemRequest;
import dev.tablewright.engine.request.WriteResult;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.ValueOrder;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.partiql.lang.domains.PartiqlAst;

/**
 * DynamoDB's PartiQL on the in-memory engine, as DynamoDB Local 3.3.1 answers it: ExecuteStatement
 * here, BatchExecuteStatement and ExecuteTransaction in {@link PartiqlBatches}. A SELECT is a
 * Query of the engine when its WHERE gives the partition key with = or IN, else a Scan; INSERT,
 * UPDATE and DELETE are the engine's PutItem, UpdateItem and DeleteItem with a condition. Errors
 * are {@link RequestException}s with Local's codes ({@code DuplicateItem},
 * {@code ConditionalCheckFailedException}, {@code ValidationException}, ...). Not thread-safe.
 */
public final class PartiqlEngine {
    static final String DUPLICATE = "Duplicate primary key exists in table";
    private static final int MAX_TOKENS = 10_000;
    private static final String START_OUTSIDE = "The provided starting key does not match the range key predicate";
    static final String INDEX_TYPE = "One or more parameter values were invalid: Type mismatch for Index Key";
    /** Local's PartiQL words for a set given to an index key attribute. */
    static final String SET_FOR_INDEX_KEY = "Invalid attribute value type";
    private final InMemoryEngine engine;
    private final StatementParser parser = new StatementParser();
    /** The last key of each page answered, by the token given for it; the oldest are forgotten. */
    private final Map<String, Item> pageTokens = new LinkedHashMap<>() {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Item> eldest) {
            return size() > MAX_TOKENS;
        }
    };

    public PartiqlEngine(InMemoryEngine engine) {
        this.engine = engine;
    }

    public InMemoryEngine engine() {
        return engine;
    }

    /**
     * Runs one statement.
     *
     * @param parameters the values of its {@code ?}s, in order
     * @param nextToken  a token a previous answer gave, or null
     * @param limit      the most items to read (evaluate) for a SELECT, or null
     * @throws RequestException as DynamoDB Local refuses the statement
     */
    public StatementResult executeStatement(String statement, List<AttributeValue> parameters,
                                            boolean consistentRead, String nextToken, Integer limit) {
        Plan plan = plan(statement, parameters);
        if (plan instanceof Plan.Select select) {
            return select(select, consistentRead, nextToken, limit);
        }
        return new StatementResult(write(plan), null);
    }

    Plan plan(String statement, List<AttributeValue> parameters) {
        return plan(parse(statement, parameters), parameters);
    }

    /** The statement's syntax tree, its {@code ?}s matched with the parameters given. */
    PartiqlAst.Statement parse(String statement, List<AttributeValue> parameters) {
        PartiqlAst.Statement ast = syntax(statement);
        int wanted = StatementParser.parameterCount(ast);
        int given = parameters == null ? 0 : parameters.size();
        if (wanted > 0 && wanted != given) { // Local ignores parameters a statement without ? is given
            throw RequestException.validation("Number of parameters in request and statement don't match.");
        }
        return ast;
    }

    /** The statement's syntax tree, its parameters not yet looked at. */
    PartiqlAst.Statement syntax(String statement) {
        return parser.parse(statement);
    }

    Plan plan(PartiqlAst.Statement ast, List<AttributeValue> parameters) {
        try {
            return new StatementPlanner(engine, parameters == null ? List.of() : parameters).plan(ast);
        } catch (RequestException e) {
            throw local(e);
        }
    }

    /** Whether the statement reads (a SELECT, or any query) rather than writes. */
    static boolean reads(PartiqlAst.Statement ast) {
        return ast instanceof PartiqlAst.Statement.Query;
    }

    private StatementResult select(Plan.Select plan, boolean consistentRead, String nextToken, Integer limit) {
        InMemoryTable table = engine.table(plan.tableName());
        KeySchema keys = table.view(plan.indexName()).keySchema();
        RequestExpressions where = prepare(plan.where(), null, table.keySchema(), keys);
        Item start = null;
        if (nextToken != null) {
            start = pageTokens.get(nextToken);
            if (start == null) {
                throw RequestException.validation("Given NextToken is not valid");
            }
        }
        List<Item> read = new ArrayList<>();
        Item last = null;
        try {
            if (plan.partitionValues().isEmpty()) {
                ReadResult result = engine.scan(ScanRequest.builder(plan.tableName()).indexName(plan.indexName())
                        .consistentRead(consistentRead).limit(limit).exclusiveStartKey(start).build());
                read.addAll(result.itemsOrEmpty());
                last = result.lastEvaluatedKey();
            } else {
                last = query(plan, table, keys, consistentRead, limit, start, read);
            }
        } catch (RequestException e) {
            throw local(e);
        }
        if (!plan.order().isEmpty()) { // Local reads forward, then sorts each page it answers
            read.sort(order(plan.order(), keys, read));
        }
        List<Item> items = new ArrayList<>();
        for (Item item : read) {
            if (where == null || where.condition(item)) {
                items.add(project(plan, item));
            }
        }
        String token = null;
        if (last != null) {
            token = UUID.randomUUID().toString();
            pageTokens.put(token, last);
        }
        return new StatementResult(items, token);
    }

    /**
     * The order Local sorts a page in: partition by partition first (by the partition key in the
     * direction ORDER BY gives it, wherever it stands there, else in the order the partitions were
     * read), then the other ORDER BY attributes, each ascending or (a true value) descending. Items
     * equal on all of them keep the order they were read in, reversed where ORDER BY reads the sort
     * key descending (Local reads that partition backwards: ties come last-read first).
     */
    private static Comparator<Item> order(List<Map.Entry<String, Boolean>> specs, KeySchema keys, List<Item> read) {
        String partitionKey = keys.partitionKey().name();
        Map<AttributeValue, Integer> readOrder = new HashMap<>();
        Map<Item, Integer> position = new java.util.IdentityHashMap<>();
        for (Item item : read) {
            readOrder.putIfAbsent(item.get(partitionKey), readOrder.size());
            position.put(item, position.size());
        }
        Comparator<Item> order = Comparator.comparing(item -> readOrder.get(item.get(partitionKey)));
        for (Map.Entry<String, Boolean> spec : specs) {
            if (spec.getKey().equals(partitionKey)) {
                order = by(spec);
            }
        }
        for (Map.Entry<String, Boolean> spec : specs) {
            if (!spec.getKey().equals(partitionKey)) {
                order = order.thenComparing(by(spec));
            }
        }
        boolean backwards = specs.stream().anyMatch(spec -> spec.getValue() && !keys.sortKeys().isEmpty()
                && spec.getKey().equals(keys.sortKeys().get(0).name()));
        Comparator<Item> asRead = Comparator.comparing(position::get);
        return order.thenComparing(backwards ? asRead.reversed() : asRead);
    }

    private static Comparator<Item> by(Map.Entry<String, Boolean> spec) {
        Comparator<Item> one = (a, b) -> {
            AttributeValue x = a.get(spec.getKey());
            AttributeValue y = b.get(spec.getKey());
            if (x == null || y == null || x.type() != y.type()) {
                return 0;
            }
            return ValueOrder.compare(x, y);
        };
        return spec.getValue() ? one.reversed() : one;
    }

    /**
     * Queries the partitions in order, from the one a token's key names, into {@code read}: Local's
     * {@code Limit} counts the items of all of them, and a read that stops at {@code Limit} answers a
     * token, on a table without a sort key too (where the engine's Query answers no LastEvaluatedKey).
     *
     * @return the key to go on from, or null
     */
    private Item query(Plan.Select plan, InMemoryTable table, KeySchema keys, boolean consistentRead, Integer limit,
                       Item start, List<Item> read) {
        List<AttributeValue> values = plan.partitionValues();
        int first = start == null ? 0 : Math.max(0, values.indexOf(start.get(keys.partitionKey().name())));
        for (int i = first; i < values.size(); i++) {
            Integer left = limit == null ? null : limit - read.size();
            ReadResult result;
            try {
                result = engine.query(query(plan, values.get(i), consistentRead, left, i == first ? start : null));
            } catch (RequestException e) {
                if (!START_OUTSIDE.equals(e.getMessage())) {
                    throw e;
                }
                continue; // a page that stopped on the range's last key: Local's PartiQL answers the rest, none
            }
            read.addAll(result.itemsOrEmpty());
            if (result.lastEvaluatedKey() != null) {
                return result.lastEvaluatedKey();
            }
            if (limit != null && read.size() == limit && !read.isEmpty()) {
                Item item = read.get(read.size() - 1);
                Map<String, AttributeValue> key = new LinkedHashMap<>();
                for (String name : table.keySchema().attributeNames()) {
                    key.put(name, item.get(name));
                }
                for (String name : keys.attributeNames()) {
                    key.put(name, item.get(name));
                }
                return Item.of(key);
            }
        }
        return null;
    }

    private static QueryRequest query(Plan.Select plan, AttributeValue value, boolean consistentRead, Integer limit,
                                      Item start) {
        QueryRequest.Builder query = QueryRequest.builder(plan.tableName()).indexName(plan.indexName())
                .consistentRead(consistentRead).limit(limit).exclusiveStartKey(start);
        Plan.Expression sort = plan.sortKey();
        if (sort.text() == null) {
            return query.keyCondition(KeyCondition.of(plan.partitionKeyName(), value)).build();
        }
        Map<String, String> names = new LinkedHashMap<>(sort.names());
        names.put("#p", plan.partitionKeyName()); // the writer's placeholders are #n0.. and :v0..
        Map<String, AttributeValue> values = new LinkedHashMap<>(sort.values());
        values.put(":p", value);
        return query.keyConditionExpression("#p = :p AND " + sort.text()).names(names).values(values).build();
    }

    static Item project(Plan.Select plan, Item item) {
        if (plan.projection() == null) {
            return item;
        }
        Map<String, AttributeValue> out = new LinkedHashMap<>();
        for (int i = 0; i < plan.projection().size(); i++) {
            AttributeValue value = Paths.resolve(plan.projection().get(i), item);
            if (value != null) {
                out.put(plan.aliases().get(i), value);
            }
        }
        return Item.of(out);
    }

    /** Runs an INSERT, UPDATE or DELETE; the items its RETURNING clause asks for. */
    List<Item> write(Plan plan) {
        try {
            if (plan instanceof Plan.Insert insert) {
                insert(insert);
                return List.of();
            }
            if (plan instanceof Plan.Update update) {
                return update(update);
            }
            Plan.Delete delete = (Plan.Delete) plan;
            Plan.Expression c = delete.condition();
            WriteResult result = engine.deleteItem(new DeleteItemRequest(delete.tableName(), delete.key(), c.text(),
                    c.names(), c.values(), null));
            return delete.returning() == Plan.Returning.ALL_OLD && result.oldItem() != null
                    ? List.of(result.oldItem()) : List.of();
        } catch (RequestException e) {
            throw local(e);
        }
    }

    private void insert(Plan.Insert insert) {
        if (insert.keyProblem() != null) {
            throw RequestException.validation(insert.keyProblem());
        }
        String pk = engine.table(insert.tableName()).keySchema().partitionKey().name();
        try {
            engine.putItem(new PutItemRequest(insert.tableName(), insert.item(), "attribute_not_exists(#k)",
                    Map.of("#k", pk), Map.of(), null));
        } catch (RequestException e) {
            if (e.errorType().equals("ConditionalCheckFailedException")) {
                throw new RequestException("DuplicateItem", DUPLICATE);
            }
            throw e;
        }
    }

    private List<Item> update(Plan.Update update) {
        Plan.Expression u = update.update();
        String paths = switch (update.returning()) { // the paths MODIFIED names, as UpdateItem answers them
            case MODIFIED_OLD -> "UPDATED_OLD";
            case MODIFIED_NEW -> "UPDATED_NEW";
            default -> null;
        };
        WriteResult result = engine.updateItem(new UpdateItemRequest(update.tableName(), update.key(), u.text(),
                update.condition(), u.names(), u.values(), null, paths, null));
        Item returned = switch (update.returning()) {
            case NONE -> null;
            case ALL_OLD -> result.oldItem();
            case ALL_NEW -> result.newItem();
            case MODIFIED_OLD -> whole(result.attributes(), result.oldItem());
            case MODIFIED_NEW -> whole(result.attributes(), result.newItem());
        };
        return returned == null || returned.size() == 0 ? List.of() : List.of(returned);
    }

    /**
     * MODIFIED OLD and NEW as Local answers them: each top-level attribute of UpdateItem's UPDATED_OLD
     * or UPDATED_NEW (the changed paths present on that side), whole as the item holds it, so
     * {@code SET m.b[0] = 5} answers all of {@code m}, and {@code REMOVE m.c} answers nothing new.
     */
    private static Item whole(Item updated, Item item) {
        if (updated == null || item == null) {
            return null;
        }
        Map<String, AttributeValue> out = new LinkedHashMap<>();
        for (String name : updated.attributes().keySet()) {
            out.put(name, item.get(name));
        }
        return Item.of(out);
    }

    static RequestExpressions prepare(Plan.Expression condition, String update, KeySchema tableKeys,
                                      KeySchema readKeys) {
        if (condition.text() == null && update == null) {
            return null;
        }
        try {
            return RequestExpressions.prepare(new RequestExpressions.Spec(false, tableKeys, readKeys, null, null,
                    condition.text(), update, null, condition.names(), condition.values()));
        } catch (RequestException e) {
            throw local(e);
        }
    }

    /** The engine's error as Local words it for PartiQL (without the expression-parameter prefix). */
    static RequestException local(RequestException e) {
        String message = e.getMessage();
        if (message != null && message.startsWith(INDEX_TYPE)) {
            // Local's PartiQL message stops there, and a set given to an index key is another check's
            boolean set = message.matches(".* Actual: (SS|NS|BS)( .*)?");
            return new RequestException(e.errorType(), set ? SET_FOR_INDEX_KEY : INDEX_TYPE);
        }
        for (String prefix : List.of("Invalid UpdateExpression: ", "Invalid ConditionExpression: ",
                "Invalid KeyConditionExpression: ")) {
            if (message != null && message.startsWith(prefix)) {
                return new RequestException(e.errorType(), message.substring(prefix.length()));
            }
        }
        return e;
    }
}
