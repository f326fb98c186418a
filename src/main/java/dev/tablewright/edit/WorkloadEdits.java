package dev.tablewright.edit;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Distribution;
import dev.tablewright.model.IndexWorkload;
import dev.tablewright.model.Model;
import dev.tablewright.model.PatternWorkload;
import dev.tablewright.model.TableWorkload;
import dev.tablewright.model.Volume;
import dev.tablewright.model.Workload;
import java.util.ArrayList;
import java.util.List;

/**
 * Edits of a model's workload, each a new model from the old (Undo restores the old): the horizon, a
 * table's or facet's volume, an index's hot fraction, a pattern's rate (its FrequencyPerSecond), peak
 * factor and a parameter's distribution. The window's Workload panel and the command line's
 * workload options both make their changes with these.
 */
public final class WorkloadEdits {
    private WorkloadEdits() {
    }

    public static Model setHorizon(Model model, Integer days) {
        return model.withWorkload(model.workload().withHorizonDays(days));
    }

    /** Sets the volume of a table ({@code facet} null) or of one of its facets. */
    public static Model setVolume(Model model, String table, String facet, Volume volume) {
        Workload w = model.workload();
        TableWorkload t = w.table(table);
        t = facet == null ? t.withVolume(volume) : t.withFacet(facet, volume);
        return model.withWorkload(w.withTable(table, t));
    }

    public static Model setHotFraction(Model model, String table, String index, Double fraction) {
        Workload w = model.workload();
        return model.withWorkload(w.withTable(table, w.table(table).withIndex(index, new IndexWorkload(fraction))));
    }

    public static Model setPeakFactor(Model model, String pattern, Double factor) {
        Workload w = model.workload();
        return model.withWorkload(w.withPattern(pattern, w.pattern(pattern).withPeakFactor(factor)));
    }

    public static Model setDistribution(Model model, String pattern, String parameter, Distribution distribution) {
        Workload w = model.workload();
        PatternWorkload p = w.pattern(pattern).withDistribution(parameter, distribution);
        return model.withWorkload(w.withPattern(pattern, p));
    }

    /** Sets a pattern's calls a second (its FrequencyPerSecond), everything else of it kept. */
    public static Model setRate(Model model, String pattern, double perSecond) {
        List<AccessPattern> patterns = new ArrayList<>();
        for (AccessPattern p : model.accessPatterns()) {
            patterns.add(p.name().equals(pattern) ? withFrequency(p, perSecond) : p);
        }
        return model.withAccessPatterns(patterns);
    }

    private static AccessPattern withFrequency(AccessPattern p, double perSecond) {
        return new AccessPattern(p.name(), p.description(), p.table(), p.index(), p.operation(), p.partitionKeys(),
                p.sortKeys(), p.parameters(), p.filterExpression(), p.updateExpression(), p.conditionExpression(),
                p.expressionAttributeNames(), p.expressionAttributeValues(), p.item(), p.projection(),
                p.scanIndexForward(), p.limit(), p.consistency(), p.fanOut(), perSecond,
                p.actions());
    }
}
