package dev.tablewright.model;

import java.util.Locale;

/**
 * How a pattern parameter's values are drawn from call to call: always its default
 * ({@link Constant}), evenly over N values ({@link Uniform}), over N values ranked by a Zipf law
 * ({@link Zipf}: the k-th value drawn in proportion to 1 / k^exponent), one time bucket at a time
 * ({@link Current}: today's date, this hour; every call at a moment draws the same value, and the
 * value moves on), or as the sample items spread ({@link Sample}, the default).
 */
public sealed interface Distribution {
    record Constant() implements Distribution {
    }

    record Uniform(long values) implements Distribution {
        public Uniform {
            if (values < 1) {
                throw new IllegalArgumentException("a uniform distribution needs at least 1 value, was " + values);
            }
        }
    }

    record Zipf(long values, double exponent) implements Distribution {
        public Zipf {
            if (values < 1) {
                throw new IllegalArgumentException("a zipf distribution needs at least 1 value, was " + values);
            }
            if (!(exponent > 0) || Double.isInfinite(exponent)) {
                throw new IllegalArgumentException("a zipf exponent must be above 0, was " + exponent);
            }
        }
    }

    record Current(TimeBucket bucket) implements Distribution {
        public Current {
            bucket = bucket == null ? TimeBucket.DAY : bucket;
        }
    }

    record Sample() implements Distribution {
    }

    static Distribution constant() {
        return new Constant();
    }

    static Distribution uniform(long values) {
        return new Uniform(values);
    }

    static Distribution zipf(long values, double exponent) {
        return new Zipf(values, exponent);
    }

    static Distribution current(TimeBucket bucket) {
        return new Current(bucket);
    }

    static Distribution sample() {
        return new Sample();
    }

    /** The name used in model files and on the command line: constant, uniform, zipf, current, sample. */
    default String kind() {
        return getClass().getSimpleName().toLowerCase(Locale.ROOT);
    }

    /** A time bucket a {@link Current} value stays in before it moves on. */
    enum TimeBucket {
        MINUTE(60), HOUR(3_600), DAY(86_400), WEEK(7 * 86_400), MONTH(30 * 86_400);

        private final long seconds;

        TimeBucket(long seconds) {
            this.seconds = seconds;
        }

        public long seconds() {
            return seconds;
        }

        public static TimeBucket fromName(String name) {
            for (TimeBucket b : values()) {
                if (b.name().equalsIgnoreCase(name)) {
                    return b;
                }
            }
            return null;
        }
    }
}
