package dev.tablewright.capacity;

import dev.tablewright.model.Distribution;
import java.util.Locale;

/**
 * The share of a pattern's calls that its busiest value takes, for each way a parameter's values
 * are drawn: constant and current (a time bucket: every call at a moment hits the bucket of that
 * moment) 1; uniform over N values 1/N; Zipf over N values with exponent s the first rank's
 * 1 / H(N, s), H the generalised harmonic number; sample: 1 / the values the sample holds.
 */
public final class KeyShares {
    /** Terms of H(N, s) summed one by one; past them the sum is the integral of x^-s (midpoint rule). */
    static final int EXACT_TERMS = 10_000;

    private KeyShares() {
    }

    /** The busiest value's share of the calls, {@code sampleValues} standing for a sample-drawn parameter. */
    public static double hottestShare(Distribution distribution, long sampleValues) {
        if (distribution instanceof Distribution.Constant || distribution instanceof Distribution.Current) {
            return 1;
        }
        if (distribution instanceof Distribution.Uniform u) {
            return 1.0 / u.values();
        }
        if (distribution instanceof Distribution.Zipf z) {
            return 1 / harmonic(z.values(), z.exponent());
        }
        return 1.0 / Math.max(1, sampleValues);
    }

    /** H(n, s) = sum of k^-s for k = 1..n: exact for the first terms, then the integral of the rest. */
    static double harmonic(long n, double s) {
        long exact = Math.min(n, EXACT_TERMS);
        double sum = 0;
        for (long k = exact; k >= 1; k--) {
            sum += Math.pow(k, -s);
        }
        if (n > exact) {
            double a = exact + 0.5;
            double b = n + 0.5;
            sum += Math.abs(s - 1) < 1e-12 ? Math.log(b / a) : (Math.pow(b, 1 - s) - Math.pow(a, 1 - s)) / (1 - s);
        }
        return sum;
    }

    /** How the distribution reads in a finding: "zipf over 100,000 values (s = 1.1)". */
    public static String describe(Distribution d) {
        if (d instanceof Distribution.Constant) {
            return "constant";
        }
        if (d instanceof Distribution.Current c) {
            return "the current " + c.bucket().name().toLowerCase(Locale.ROOT);
        }
        if (d instanceof Distribution.Uniform u) {
            return String.format(Locale.ROOT, "uniform over %,d values", u.values());
        }
        if (d instanceof Distribution.Zipf z) {
            return String.format(Locale.ROOT, "zipf over %,d values (s = %s)", z.values(),
                    WriteShardPlanner.num(z.exponent()));
        }
        return "as the sample spreads";
    }
}
