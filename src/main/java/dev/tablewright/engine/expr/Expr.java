package dev.tablewright.engine.expr;

import java.util.List;

/** The syntax tree of DynamoDB condition, key condition, projection and update expressions. */
public final class Expr {
    private Expr() {
    }

    /** One step of a document path: an attribute or map key (by name or #placeholder), or a list index. */
    public sealed interface Step permits Name, Index {
    }

    /** A name as written: {@code Status} or the placeholder {@code #s}. */
    public record Name(String text) implements Step {
        public boolean placeholder() {
            return text.startsWith("#");
        }
    }

    public record Index(int index) implements Step {
    }

    /** Something that has a value: a path, a {@code :value}, or {@code size(path)}. */
    public sealed interface Operand permits Path, ValueRef, Size {
    }

    public record Path(List<Step> steps) implements Operand, Value {
        public Path {
            steps = List.copyOf(steps);
        }

        public Name first() {
            return (Name) steps.get(0);
        }
    }

    public record ValueRef(String name) implements Operand, Value {
    }

    public record Size(Path path) implements Operand {
    }

    /** A condition: true or false for an item. */
    public sealed interface Condition permits Compare, Between, In, And, Or, Not, Function {
    }

    public enum Comparator {
        EQ("="), NE("<>"), LT("<"), LE("<="), GT(">"), GE(">=");

        private final String symbol;

        Comparator(String symbol) {
            this.symbol = symbol;
        }

        public String symbol() {
            return symbol;
        }
    }

    public record Compare(Comparator comparator, Operand left, Operand right) implements Condition {
    }

    public record Between(Operand value, Operand lower, Operand upper) implements Condition {
    }

    public record In(Operand value, List<Operand> candidates) implements Condition {
        public In {
            candidates = List.copyOf(candidates);
        }
    }

    public record And(Condition left, Condition right) implements Condition {
    }

    public record Or(Condition left, Condition right) implements Condition {
    }

    public record Not(Condition condition) implements Condition {
    }

    /** attribute_exists, attribute_not_exists, attribute_type, begins_with or contains. */
    public record Function(String name, List<Operand> arguments) implements Condition {
        public Function {
            arguments = List.copyOf(arguments);
        }
    }

    /**
     * An update expression's actions, clause by clause (each clause written at most once); the
     * paths of all actions neither overlap nor conflict.
     */
    public record Update(List<SetAction> sets, List<Path> removes, List<SetChange> adds, List<SetChange> deletes) {
        public Update {
            sets = List.copyOf(sets);
            removes = List.copyOf(removes);
            adds = List.copyOf(adds);
            deletes = List.copyOf(deletes);
        }
    }

    /** {@code SET path = value}. */
    public record SetAction(Path path, Value value) {
    }

    /** {@code ADD path :value} or {@code DELETE path :value}. */
    public record SetChange(Path path, ValueRef value) {
    }

    /** The right-hand side of a SET: a path, a {@code :value}, {@code a + b}, {@code a - b} or a function. */
    public sealed interface Value permits Path, ValueRef, Arithmetic, IfNotExists, ListAppend {
    }

    /** {@code left + right} or {@code left - right}, on numbers. */
    public record Arithmetic(Value left, String operator, Value right) implements Value {
    }

    /** {@code if_not_exists(path, fallback)}: the path's value, or the fallback when it is absent. */
    public record IfNotExists(Path path, Value fallback) implements Value {
    }

    /** {@code list_append(first, second)}: the two lists joined. */
    public record ListAppend(Value first, Value second) implements Value {
    }
}
