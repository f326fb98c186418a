package dev.tablewright.model;

/**
 * How long an item is kept: a number of days, or until the table's TTL attribute says (the days
 * then come from the sample items' TTL values against their other dates, or are unknown).
 */
public sealed interface Retention {
    /** Kept {@code days} days, then deleted (by the application or TTL). */
    record Days(int days) implements Retention {
        public Days {
            if (days < 1) {
                throw new IllegalArgumentException("a retention must be at least 1 day, was " + days);
            }
        }
    }

    /** Kept until the table's TTL attribute expires it, {@code days} after it is written (null: unknown). */
    record Ttl(Integer days) implements Retention {
    }

    static Retention days(int days) {
        return new Days(days);
    }

    /** The number of days an item is kept, or null when it is kept forever or the days are unknown. */
    default Integer keptDays() {
        return this instanceof Days d ? Integer.valueOf(d.days()) : ((Ttl) this).days();
    }
}
