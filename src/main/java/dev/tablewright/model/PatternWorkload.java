package dev.tablewright.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * An access pattern's workload beyond its average rate (the pattern's {@code FrequencyPerSecond}):
 * its peak over that average ({@code peakFactor}, null for 1) and how each parameter's values are
 * drawn (a parameter not named is drawn as the sample spreads).
 */
public record PatternWorkload(Double peakFactor, Map<String, Distribution> parameters) {
    public static final PatternWorkload NONE = new PatternWorkload(null, Map.of());

    public PatternWorkload {
        parameters = Collections.unmodifiableMap(new LinkedHashMap<>(parameters));
    }

    public boolean isEmpty() {
        return peakFactor == null && parameters.isEmpty();
    }

    public double effectivePeakFactor() {
        return peakFactor == null ? 1 : peakFactor;
    }

    /** How the parameter's values are drawn: its distribution, or {@link Distribution.Sample}. */
    public Distribution distribution(String parameter) {
        return parameters.getOrDefault(parameter, Distribution.sample());
    }

    public PatternWorkload withPeakFactor(Double factor) {
        return new PatternWorkload(factor, parameters);
    }

    public PatternWorkload withDistribution(String parameter, Distribution distribution) {
        Map<String, Distribution> copy = new LinkedHashMap<>(parameters);
        if (distribution == null || distribution instanceof Distribution.Sample) {
            copy.remove(parameter);
        } else {
            copy.put(parameter, distribution);
        }
        return new PatternWorkload(peakFactor, copy);
    }
}
