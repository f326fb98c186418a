package dev.tablewright.model;

import java.math.BigDecimal;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A DynamoDB attribute value of one of the ten types. Numbers keep their exact decimal text;
 * lists, maps and sets keep their order so a model file round-trips unchanged.
 */
public sealed interface AttributeValue {

    AttributeType type();

    static S s(String value) {
        return new S(value);
    }

    static N n(String value) {
        return new N(value);
    }

    static N n(long value) {
        return new N(Long.toString(value));
    }

    static B b(Binary value) {
        return new B(value);
    }

    static Bool bool(boolean value) {
        return value ? Bool.TRUE : Bool.FALSE;
    }

    static Null nul() {
        return Null.INSTANCE;
    }

    static L l(List<AttributeValue> values) {
        return new L(values);
    }

    static M m(Map<String, AttributeValue> values) {
        return new M(values);
    }

    static SS ss(List<String> values) {
        return new SS(values);
    }

    static NS ns(List<String> values) {
        return new NS(values);
    }

    static BS bs(List<Binary> values) {
        return new BS(values);
    }

    /** A string. */
    record S(String value) implements AttributeValue {
        public S {
            Objects.requireNonNull(value, "value");
        }

        @Override
        public AttributeType type() {
            return AttributeType.S;
        }
    }

    /** A number, kept as the exact decimal text it was written with. */
    record N(String value) implements AttributeValue {
        public N {
            Objects.requireNonNull(value, "value");
            requireNumber(value);
        }

        public BigDecimal decimal() {
            return NumberForm.decimal(value);
        }

        @Override
        public AttributeType type() {
            return AttributeType.N;
        }

        /**
         * Longest number text accepted, and the largest power of ten (either way): far beyond
         * DynamoDB's 38 digits and 1E-130..1E+126, yet small enough that no reader, size
         * calculation or key encoding spends long on a number.
         */
        static final int MAX_TEXT = 1000;
        static final int MAX_EXPONENT = 1000;

        static void requireNumber(String text) {
            if (NumberForm.isShortPlain(text)) {
                return;
            }
            String trimmed = text.trim();
            if (trimmed.length() > MAX_TEXT) {
                throw new IllegalArgumentException(String.format("a number of %,d characters is too long "
                        + "(DynamoDB numbers have at most 38 digits)", trimmed.length()));
            }
            BigDecimal number;
            try {
                number = new BigDecimal(trimmed);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("'" + shown(text) + "' is not a number");
            }
            long exponent = (long) number.precision() - number.scale();
            if (number.signum() != 0 && Math.abs(exponent) > MAX_EXPONENT) {
                throw new IllegalArgumentException("'" + shown(text) + "' is far outside the numbers DynamoDB stores "
                        + "(1E-130 to 9.9E+125)");
            }
        }

        private static String shown(String text) {
            return text.length() > 60 ? text.substring(0, 57) + "..." : text;
        }
    }

    /** A binary value. */
    record B(Binary value) implements AttributeValue {
        public B {
            Objects.requireNonNull(value, "value");
        }

        @Override
        public AttributeType type() {
            return AttributeType.B;
        }
    }

    /** A boolean. */
    record Bool(boolean value) implements AttributeValue {
        static final Bool TRUE = new Bool(true);
        static final Bool FALSE = new Bool(false);

        @Override
        public AttributeType type() {
            return AttributeType.BOOL;
        }
    }

    /** The NULL value. */
    record Null() implements AttributeValue {
        static final Null INSTANCE = new Null();

        @Override
        public AttributeType type() {
            return AttributeType.NULL;
        }
    }

    /** A list of values of any types. */
    record L(List<AttributeValue> values) implements AttributeValue {
        public L {
            values = List.copyOf(values);
        }

        @Override
        public AttributeType type() {
            return AttributeType.L;
        }
    }

    /** A map from names to values, in insertion order. */
    record M(Map<String, AttributeValue> values) implements AttributeValue {
        public M {
            values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
        }

        @Override
        public AttributeType type() {
            return AttributeType.M;
        }
    }

    /** A string set, in the order it was written. Uniqueness and non-emptiness are validation rules. */
    record SS(List<String> values) implements AttributeValue {
        public SS {
            values = List.copyOf(values);
        }

        @Override
        public AttributeType type() {
            return AttributeType.SS;
        }
    }

    /** A number set, each number kept as its exact decimal text. */
    record NS(List<String> values) implements AttributeValue {
        public NS {
            values = List.copyOf(values);
            values.forEach(N::requireNumber);
        }

        @Override
        public AttributeType type() {
            return AttributeType.NS;
        }
    }

    /** A binary set. */
    record BS(List<Binary> values) implements AttributeValue {
        public BS {
            values = List.copyOf(values);
        }

        @Override
        public AttributeType type() {
            return AttributeType.BS;
        }
    }
}
