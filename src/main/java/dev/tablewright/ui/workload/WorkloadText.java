package dev.tablewright.ui.workload;

import dev.tablewright.model.Distribution;
import dev.tablewright.model.Retention;
import java.util.Locale;

/**
 * The Workload panel's text for numbers, retentions and distributions, both ways: what a cell shows
 * and what a typed cell means. A typed value that cannot be one says why in an
 * {@link IllegalArgumentException} whose message the panel shows.
 */
final class WorkloadText {
    private WorkloadText() {
    }

    /** "2,000,000", "0.2", "" for null. */
    static String number(Number value) {
        if (value == null) {
            return "";
        }
        double d = value.doubleValue();
        if (d == Math.rint(d) && Math.abs(d) < 1e15) {
            return String.format(Locale.ROOT, "%,d", (long) d);
        }
        return String.format(Locale.ROOT, "%,.6f", d).replaceAll("0+$", "").replaceAll("\\.$", "");
    }

    /** "365 days", "TTL", "TTL (90 days)", "" for kept forever. */
    static String retention(Retention r) {
        if (r == null) {
            return "";
        }
        if (r instanceof Retention.Days d) {
            return d.days() + (d.days() == 1 ? " day" : " days");
        }
        Integer days = ((Retention.Ttl) r).days();
        return days == null ? "TTL" : "TTL (" + days + " days)";
    }

    /**
     * The parameter's distribution as the command line's {@code --distribution} writes it: "sample",
     * "constant", "uniform:500", "zipf:100000:1.1", "current:day".
     */
    static String distribution(Distribution d) {
        if (d instanceof Distribution.Uniform u) {
            return "uniform:" + u.values();
        }
        if (d instanceof Distribution.Zipf z) {
            return "zipf:" + z.values() + ":" + plain(z.exponent());
        }
        if (d instanceof Distribution.Current c) {
            return "current:" + c.bucket().name().toLowerCase(Locale.ROOT);
        }
        return d.kind();
    }

    /** N of a uniform or zipf distribution, else "". */
    static String values(Distribution d) {
        return d instanceof Distribution.Uniform u ? number(u.values())
                : d instanceof Distribution.Zipf z ? number(z.values()) : "";
    }

    /** A zipf's exponent or a current value's time bucket, else "". */
    static String shape(Distribution d) {
        return d instanceof Distribution.Zipf z ? "exponent " + plain(z.exponent())
                : d instanceof Distribution.Current c ? c.bucket().name().toLowerCase(Locale.ROOT) : "";
    }

    /** A whole number of 0 or more; empty text is null (the sample's figure). */
    static Long wholeOrNull(String what, String text) {
        String t = clean(text);
        if (t.isEmpty()) {
            return null;
        }
        long value;
        try {
            value = Long.parseLong(t);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(what + ": \"" + text.trim() + "\" is not a whole number");
        }
        if (value < 0) {
            throw new IllegalArgumentException(what + ": " + value + " is negative; give 0 or more");
        }
        return value;
    }

    /** A number of at least {@code min}; empty text is null. */
    static Double numberOrNull(String what, String text, double min, boolean minIncluded) {
        String t = clean(text);
        if (t.isEmpty()) {
            return null;
        }
        double value;
        try {
            value = Double.parseDouble(t);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(what + ": \"" + text.trim() + "\" is not a number");
        }
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            throw new IllegalArgumentException(what + ": \"" + text.trim() + "\" is not a number");
        }
        if (minIncluded ? value < min : value <= min) {
            throw new IllegalArgumentException(what + ": " + plain(value) + " is too small; give "
                    + (minIncluded ? plain(min) + " or more" : "more than " + plain(min)));
        }
        return value;
    }

    /**
     * A retention as typed: a number of days ("365" or "365 days"), "TTL" (the table's TTL attribute
     * decides), "TTL 90" (the TTL attribute, set 90 days after a write), or empty for kept forever.
     */
    static Retention retention(String what, String text, boolean tableHasTtl, String table) {
        String t = clean(text).toLowerCase(Locale.ROOT).replaceAll("\\s*days?$", "").replace("(", " ")
                .replace(")", " ").trim();
        if (t.isEmpty() || t.equals("forever")) {
            return null;
        }
        if (t.startsWith("ttl")) {
            if (!tableHasTtl) {
                throw new IllegalArgumentException(what + ": table " + table + " has no TTL attribute; give a "
                        + "number of days, or set its TTL attribute first");
            }
            String days = t.substring(3).trim();
            if (days.isEmpty()) {
                return new Retention.Ttl(null);
            }
            return new Retention.Ttl(days(what, days, text));
        }
        return Retention.days(days(what, t, text));
    }

    private static int days(String what, String t, String text) {
        int days;
        try {
            days = Integer.parseInt(t.replaceAll("\\s*days?$", ""));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(what + ": \"" + text.trim() + "\" is not a number of days, "
                    + "\"TTL\" or \"TTL 90\" (empty: kept forever)");
        }
        if (days < 1) {
            throw new IllegalArgumentException(what + ": " + days + " days; an item must be kept at least 1 day");
        }
        return days;
    }

    /**
     * A distribution as typed, as on the command line or with spaces: "sample" (or empty), "constant",
     * "uniform:N", "zipf:N[:exponent]" (1 when left out), "current[:minute|hour|day|week|month]" (day
     * when left out).
     */
    static Distribution distribution(String what, String text) {
        String[] words = clean(text).toLowerCase(Locale.ROOT).split("\\s*:\\s*|\\s+");
        String kind = words[0];
        String usage = "; write sample, constant, uniform:N, zipf:N:exponent, or current:day (or minute, hour, "
                + "week, month)";
        return switch (kind) {
            case "", "sample" -> Distribution.sample();
            case "constant" -> Distribution.constant();
            case "uniform" -> {
                requireWords(what, text, words, 2, 2, "uniform needs N, the number of values (uniform:500)");
                yield Distribution.uniform(count(what, words[1]));
            }
            case "zipf" -> {
                requireWords(what, text, words, 2, 3, "zipf needs N and an exponent (zipf:100000:1.1)");
                double exponent = words.length == 3 ? exponent(what, words[2]) : 1;
                yield Distribution.zipf(count(what, words[1]), exponent);
            }
            case "current" -> {
                requireWords(what, text, words, 1, 2, "current takes one time bucket (current:day)");
                Distribution.TimeBucket bucket = words.length == 1 ? Distribution.TimeBucket.DAY
                        : Distribution.TimeBucket.fromName(words[1]);
                if (bucket == null) {
                    throw new IllegalArgumentException(what + ": \"" + words[1]
                            + "\" is not a time bucket; give minute, hour, day, week or month");
                }
                yield Distribution.current(bucket);
            }
            default -> throw new IllegalArgumentException(what + ": \"" + text.trim() + "\" is not a distribution" + usage);
        };
    }

    private static void requireWords(String what, String text, String[] words, int min, int max, String why) {
        if (words.length < min || words.length > max) {
            throw new IllegalArgumentException(what + ": \"" + text.trim() + "\": " + why);
        }
    }

    private static long count(String what, String word) {
        long n;
        try {
            n = Long.parseLong(word);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(what + ": N \"" + word + "\" is not a whole number");
        }
        if (n < 1) {
            throw new IllegalArgumentException(what + ": N must be at least 1, was " + n);
        }
        return n;
    }

    private static double exponent(String what, String word) {
        double e;
        try {
            e = Double.parseDouble(word);
        } catch (NumberFormatException ex) {
            throw new IllegalArgumentException(what + ": the exponent \"" + word + "\" is not a number");
        }
        if (!(e > 0) || Double.isInfinite(e)) {
            throw new IllegalArgumentException(what + ": the exponent must be above 0, was " + word);
        }
        return e;
    }

    private static String clean(String text) {
        String t = text == null ? "" : text.trim().replace("_", "");
        // thousands separators: 2,000,000
        return t.matches("-?\\d{1,3}(,\\d{3})+(\\.\\d+)?(\\s.*)?") ? t.replace(",", "") : t;
    }

    private static String plain(double value) {
        return value == Math.rint(value) && Math.abs(value) < 1e15 ? Long.toString((long) value)
                : Double.toString(value);
    }
}
