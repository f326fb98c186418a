package dev.tablewright.engine.expr;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.engine.request.KeyCondition;
import dev.tablewright.model.KeySchema;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.Optional;

/**
 * The expressions of one request, parsed and checked as DynamoDB checks them: syntax and
 * reserved words, every #name and :value defined, none left unused, and no key attribute in a
 * Query's filter. Gives the bound key condition, the filter, the condition, the update and the
 * projection.
 */
public final class RequestExpressions {
    /**
     * What a request carries. {@code queriedKeys} is the key schema of the table or index read;
     * any expression may be null.
     */
    public record Spec(boolean query, KeySchema tableKeys, KeySchema queriedKeys, String keyConditionExpression,
                       String filterExpression, String conditionExpression, String updateExpression,
                       String projectionExpression, Map<String, String> names, Map<String, AttributeValue> values) {
        public Spec {
            names = names == null ? Map.of() : Map.copyOf(names);
            values = values == null ? Map.of() : Map.copyOf(values);
        }
    }

    private final Evaluator evaluator;
    private final KeyCondition keyCondition;
    private final Expr.Condition filter;
    private final Expr.Condition condition;
    private final Expr.Update update;
    private final List<Expr.Path> projection;
    private final Map<String, String> names;
    private final Map<String, AttributeValue> values;
    private final String filterText;

    private RequestExpressions(Evaluator evaluator, KeyCondition keyCondition, Expr.Condition filter,
                               Expr.Condition condition, Expr.Update update, List<Expr.Path> projection,
                               Map<String, String> names, Map<String, AttributeValue> values, String filterText) {
        this.names = names;
        this.values = values;
        this.filterText = filterText;
        this.evaluator = evaluator;
        this.keyCondition = keyCondition;
        this.filter = filter;
        this.condition = condition;
        this.update = update;
        this.projection = projection;
    }

    /** @throws ExpressionException with DynamoDB's message when DynamoDB would reject the request */
    public static RequestExpressions prepare(Spec spec) {
        Expr.Condition keyTree = spec.keyConditionExpression() == null ? null
                : Parser.condition(spec.keyConditionExpression(), "KeyConditionExpression");
        Expr.Condition filter = spec.filterExpression() == null ? null
                : Parser.condition(spec.filterExpression(), "FilterExpression");
        // Local reads the update before the condition: an error in both is the update's
        Expr.Update update = spec.updateExpression() == null ? null : Parser.update(spec.updateExpression());
        Expr.Condition condition = spec.conditionExpression() == null ? null
                : Parser.condition(spec.conditionExpression(), "ConditionExpression");
        List<Expr.Path> projection = spec.projectionExpression() == null ? null
                : Parser.projection(spec.projectionExpression());
        Set<String> usedNames = new LinkedHashSet<>();
        Set<String> usedValues = new LinkedHashSet<>();
        Object[] trees = {keyTree, filter, update, condition, projection};
        String[] labels = {"KeyConditionExpression", "FilterExpression", Lexer.UPDATE, "ConditionExpression",
                "ProjectionExpression"};
        for (int i = 0; i < trees.length; i++) {
            Set<String> names = new LinkedHashSet<>();
            Set<String> values = new LinkedHashSet<>();
            collect(trees[i], names, values);
            for (String name : names) {
                if (!spec.names().containsKey(name)) {
                    throw new ExpressionException("Invalid " + labels[i] + ": An expression attribute name used in "
                            + "the document path is not defined; attribute name: " + name);
                }
            }
            for (String value : values) {
                if (!spec.values().containsKey(value)) {
                    throw new ExpressionException("Invalid " + labels[i] + ": An expression attribute value used in "
                            + "expression is not defined; attribute value: " + value);
                }
            }
            usedNames.addAll(names);
            usedValues.addAll(values);
        }
        if (update != null) {
            UpdateChecks.checkPaths(update, spec.names()); // Local finds overlapping paths before unused placeholders
        }
        Set<String> unusedNames = new TreeSet<>(spec.names().keySet());
        unusedNames.removeAll(usedNames);
        if (!unusedNames.isEmpty()) {
            throw new ExpressionException("Value provided in ExpressionAttributeNames unused in expressions: keys: {"
                    + String.join(", ", unusedNames) + "}");
        }
        Set<String> unusedValues = new TreeSet<>(spec.values().keySet());
        unusedValues.removeAll(usedValues);
        if (!unusedValues.isEmpty()) {
            throw new ExpressionException("Value provided in ExpressionAttributeValues unused in expressions: keys: {"
                    + String.join(", ", unusedValues) + "}");
        }
        if (update != null) {
            UpdateChecks.checkOperands(update, spec.values());
        }
        checkBetweens(filter, "FilterExpression", spec.values());
        checkBetweens(condition, "ConditionExpression", spec.values());
        Evaluator evaluator = new Evaluator(spec.names(), spec.values(),
                spec.filterExpression() != null ? "FilterExpression" : "ConditionExpression");
        // Local binds the key condition before it looks at the filter's attributes
        KeyCondition keyCondition = keyTree == null ? null
                : KeyConditions.bind(keyTree, spec.queriedKeys(), spec.names(), spec.values());
        if (filter != null && spec.query()) {
            for (String key : topLevelNames(filter, spec.names())) {
                if (spec.queriedKeys() != null && spec.queriedKeys().attributeNames().contains(key)) {
                    throw new ExpressionException("Filter Expression can only contain non-primary key attributes: "
                            + "Primary key attribute: " + key);
                }
            }
        }
        return new RequestExpressions(evaluator, keyCondition, filter, condition, update, projection, spec.names(),
                spec.values(), spec.filterExpression());
    }

    public Optional<KeyCondition> keyCondition() {
        return Optional.ofNullable(keyCondition);
    }

    /** Whether the item passes the filter (true when there is none). */
    public boolean filter(Item item) {
        return filter == null || evaluator.test(filter, item);
    }

    /** Whether the item meets the condition expression (true when there is none). */
    public boolean condition(Item item) {
        return condition == null || evaluator.test(condition, item);
    }

    /**
     * Whether an update was refused for the item it met (an operand the item lacks or holds of
     * another type, a path the item cannot take), not for how it is written.
     */
    public static boolean refusedForItem(RuntimeException e) {
        String message = e.getMessage();
        return Updater.MISSING.equals(message) || Updater.WRONG_TYPE.equals(message)
                || Updater.INVALID_PATH.equals(message);
    }

    public boolean hasUpdate() {
        return update != null;
    }

    /**
     * The item as the update expression leaves it (the item itself when there is none).
     *
     * @throws ExpressionException as DynamoDB refuses the update for this item: a path whose parent
     *                             is missing, an operand of the wrong type or missing
     */
    public Item update(Item item) {
        return update == null ? item : new Updater(evaluator, values).apply(update, item);
    }

    /**
     * The item cut down to the paths the update writes (SET, REMOVE, ADD and DELETE targets),
     * nested as they were: what ReturnValues UPDATED_OLD and UPDATED_NEW return of it.
     */
    public Item projectUpdated(Item item) {
        Map<String, AttributeValue> result = new LinkedHashMap<>();
        if (update == null) {
            return Item.of(result);
        }
        List<Expr.Path> paths = new ArrayList<>();
        update.sets().forEach(s -> paths.add(s.path()));
        paths.addAll(update.removes());
        concat(update.adds(), update.deletes()).forEach(c -> paths.add(c.path()));
        for (Expr.Path path : paths) {
            AttributeValue value = evaluator.resolve(path, item);
            if (value != null) {
                Projections.put(result, path, value, evaluator);
            }
        }
        return Item.of(result);
    }

    public boolean hasFilter() {
        return filter != null;
    }

    /** The top-level attribute names the filter reads, placeholders resolved (empty without a filter). */
    public Set<String> filterAttributes() {
        return filter == null ? Set.of() : topLevelNames(filter, names);
    }

    /** The top-level attribute names the projection names, placeholders resolved (empty without one). */
    public Set<String> projectionAttributes() {
        Set<String> result = new LinkedHashSet<>();
        if (projection != null) {
            for (Expr.Path path : projection) {
                Expr.Name first = path.first();
                result.add(first.placeholder() ? names.get(first.text()) : first.text());
            }
        }
        return result;
    }

    public boolean hasProjection() {
        return projection != null;
    }

    /** The attributes the projection asks for, nested as they were (the item itself when there is none). */
    public Item project(Item item) {
        if (projection == null) {
            return item;
        }
        Map<String, AttributeValue> result = new LinkedHashMap<>();
        for (Expr.Path path : projection) {
            AttributeValue value = evaluator.resolve(path, item);
            if (value != null) {
                Projections.put(result, path, value, evaluator);
            }
        }
        return Item.of(result);
    }

    /** Why an item fails the filter, in words, or null when it passes. */
    public String explainFilter(Item item) {
        if (filter(item)) {
            return null;
        }
        return "removed by the filter " + filterText;
    }

    private static void checkBetweens(Expr.Condition tree, String what, Map<String, AttributeValue> values) {
        if (tree instanceof Expr.Function f && f.name().equals("attribute_type") && f.arguments().size() == 2
                && f.arguments().get(1) instanceof Expr.ValueRef ref && values.get(ref.name()) instanceof AttributeValue.S s) {
            // Local refuses an unknown type name before it reads the item (the Evaluator has its words)
            Evaluator.checkTypeName(s.value(), what);
        } else if (tree instanceof Expr.Between b && b.lower() instanceof Expr.ValueRef lo && b.upper() instanceof Expr.ValueRef hi) {
            KeyConditions.checkBetween(what, values.get(lo.name()), values.get(hi.name()));
        } else if (tree instanceof Expr.And a) {
            checkBetweens(a.left(), what, values);
            checkBetweens(a.right(), what, values);
        } else if (tree instanceof Expr.Or o) {
            checkBetweens(o.left(), what, values);
            checkBetweens(o.right(), what, values);
        } else if (tree instanceof Expr.Not n) {
            checkBetweens(n.condition(), what, values);
        }
    }

    private static void collect(Object tree, Set<String> names, Set<String> values) {
        if (tree == null) {
            return;
        }
        if (tree instanceof List<?> list) {
            list.forEach(e -> collect(e, names, values));
        } else if (tree instanceof Expr.Path path) {
            path.steps().forEach(s -> {
                if (s instanceof Expr.Name n && n.placeholder()) {
                    names.add(n.text());
                }
            });
        } else if (tree instanceof Expr.ValueRef ref) {
            values.add(ref.name());
        } else if (tree instanceof Expr.Size size) {
            collect(size.path(), names, values);
        } else if (tree instanceof Expr.Compare c) {
            collect(c.left(), names, values);
            collect(c.right(), names, values);
        } else if (tree instanceof Expr.Between b) {
            collect(b.value(), names, values);
            collect(b.lower(), names, values);
            collect(b.upper(), names, values);
        } else if (tree instanceof Expr.In in) {
            collect(in.value(), names, values);
            collect(in.candidates(), names, values);
        } else if (tree instanceof Expr.And a) {
            collect(a.left(), names, values);
            collect(a.right(), names, values);
        } else if (tree instanceof Expr.Or o) {
            collect(o.left(), names, values);
            collect(o.right(), names, values);
        } else if (tree instanceof Expr.Not n) {
            collect(n.condition(), names, values);
        } else if (tree instanceof Expr.Function f) {
            collect(f.arguments(), names, values);
        } else if (tree instanceof Expr.Update u) {
            u.sets().forEach(set -> {
                collect(set.path(), names, values);
                collect(set.value(), names, values);
            });
            collect(u.removes(), names, values);
            for (Expr.SetChange change : concat(u.adds(), u.deletes())) {
                collect(change.path(), names, values);
                collect(change.value(), names, values);
            }
        } else if (tree instanceof Expr.Arithmetic a) {
            collect(a.left(), names, values);
            collect(a.right(), names, values);
        } else if (tree instanceof Expr.IfNotExists i) {
            collect(i.path(), names, values);
            collect(i.fallback(), names, values);
        } else if (tree instanceof Expr.ListAppend l) {
            collect(l.first(), names, values);
            collect(l.second(), names, values);
        }
    }

    private static <T> List<T> concat(List<T> a, List<T> b) {
        List<T> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }

    /** The top-level attribute names a condition reads, placeholders resolved. */
    private static Set<String> topLevelNames(Expr.Condition condition, Map<String, String> names) {
        List<Expr.Path> paths = new ArrayList<>();
        collectPaths(condition, paths);
        Set<String> result = new LinkedHashSet<>();
        for (Expr.Path path : paths) {
            Expr.Name first = path.first();
            result.add(first.placeholder() ? names.get(first.text()) : first.text());
        }
        return result;
    }

    private static void collectPaths(Object tree, List<Expr.Path> paths) {
        if (tree instanceof Expr.Path path) {
            paths.add(path);
        } else if (tree instanceof Expr.Size size) {
            paths.add(size.path());
        } else if (tree instanceof Expr.Compare c) {
            collectPaths(c.left(), paths);
            collectPaths(c.right(), paths);
        } else if (tree instanceof Expr.Between b) {
            collectPaths(b.value(), paths);
            collectPaths(b.lower(), paths);
            collectPaths(b.upper(), paths);
        } else if (tree instanceof Expr.In in) {
            collectPaths(in.value(), paths);
            in.candidates().forEach(c -> collectPaths(c, paths));
        } else if (tree instanceof Expr.And a) {
            collectPaths(a.left(), paths);
            collectPaths(a.right(), paths);
        } else if (tree instanceof Expr.Or o) {
            collectPaths(o.left(), paths);
            collectPaths(o.right(), paths);
        } else if (tree instanceof Expr.Not n) {
            collectPaths(n.condition(), paths);
        } else if (tree instanceof Expr.Function f) {
            f.arguments().forEach(a -> collectPaths(a, paths));
        }
    }
}
