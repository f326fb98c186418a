package dev.tablewright.validate;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.IndexWorkload;
import dev.tablewright.model.Model;
import dev.tablewright.model.PatternWorkload;
import dev.tablewright.model.Retention;
import dev.tablewright.model.Table;
import dev.tablewright.model.TableWorkload;
import dev.tablewright.model.Volume;
import dev.tablewright.model.Workload;
import java.util.List;
import java.util.Map;

/**
 * The workload (docs/model-format.md, "Workload") names what the model has and gives numbers in
 * range: a horizon of 1 day or more; per table, facet and index that exist: items now and a day's
 * additions of 0 or more, an item size above 0 bytes, a hot fraction of 0 to 1, TTL retention only
 * on a table with a TTL attribute; per pattern that exists, a peak factor of 1 or more and
 * distributions only for its parameters. Errors: a workload that names nothing real or says the
 * impossible would make every figure drawn from it wrong.
 */
final class WorkloadRules implements ValidationRule {
    static final String PATH = "Tablewright.Workload";

    @Override
    public void check(ValidationContext context, List<Finding> out) {
        Model model = context.model();
        Workload w = model.workload();
        if (w.horizonDays() != null && w.horizonDays() < 1) {
            out.add(Finding.error(PATH + ".HorizonDays", "the horizon must be 1 day or more, was " + w.horizonDays()));
        }
        for (Map.Entry<String, TableWorkload> e : w.tables().entrySet()) {
            String path = PATH + ".Tables." + e.getKey();
            Table table = model.findTable(e.getKey()).orElse(null);
            if (table == null) {
                out.add(Finding.error(path, "the workload names table '" + e.getKey() + "', which the model does not have"));
                continue;
            }
            volume(table, e.getValue().volume(), path, out);
            for (Map.Entry<String, Volume> f : e.getValue().facets().entrySet()) {
                if (table.findFacet(f.getKey()).isEmpty()) {
                    out.add(Finding.error(path + ".Facets." + f.getKey(), "table " + table.name() + " has no facet '"
                            + f.getKey() + "'"));
                } else {
                    volume(table, f.getValue(), path + ".Facets." + f.getKey(), out);
                }
            }
            for (Map.Entry<String, IndexWorkload> i : e.getValue().indexes().entrySet()) {
                String at = path + ".Indexes." + i.getKey();
                if (table.findIndex(i.getKey()).isEmpty()) {
                    out.add(Finding.error(at, "table " + table.name() + " has no index '" + i.getKey() + "'"));
                }
                Double f = i.getValue().hotFraction();
                if (f != null && !(f >= 0 && f <= 1)) {
                    out.add(Finding.error(at + ".HotFraction", "a hot fraction is between 0 and 1, was " + f));
                }
            }
        }
        for (Map.Entry<String, PatternWorkload> e : w.patterns().entrySet()) {
            String path = PATH + ".Patterns." + e.getKey();
            AccessPattern p = model.findPattern(e.getKey()).orElse(null);
            if (p == null) {
                out.add(Finding.error(path, "the workload names access pattern '" + e.getKey()
                        + "', which the model does not have"));
                continue;
            }
            Double peak = e.getValue().peakFactor();
            if (peak != null && !(peak >= 1) || peak != null && peak.isInfinite()) {
                out.add(Finding.error(path + ".PeakFactor", "a peak factor is the peak over the average rate, 1 or "
                        + "more, was " + peak));
            }
            for (String parameter : e.getValue().parameters().keySet()) {
                boolean known = p.findParameter(parameter).isPresent() || p.partitionKeys().stream()
                        .anyMatch(k -> k.parameters().contains(parameter));
                if (!known) {
                    out.add(Finding.error(path + ".Parameters." + parameter, "pattern '" + p.name()
                            + "' has no parameter " + parameter));
                }
            }
        }
    }

    private static void volume(Table table, Volume v, String path, List<Finding> out) {
        if (v.itemsNow() != null && v.itemsNow() < 0) {
            out.add(Finding.error(path + ".ItemsNow", "items now must be 0 or more, was " + v.itemsNow()));
        }
        if (v.itemsPerDay() != null && !(v.itemsPerDay() >= 0 && !v.itemsPerDay().isInfinite())) {
            out.add(Finding.error(path + ".ItemsPerDay", "items a day must be 0 or more, was " + v.itemsPerDay()));
        }
        if (v.itemBytes() != null && !(v.itemBytes() > 0 && !v.itemBytes().isInfinite())) {
            out.add(Finding.error(path + ".ItemBytes", "an item size must be above 0 bytes, was " + v.itemBytes()));
        }
        if (v.retention() instanceof Retention.Ttl && table.settings().timeToLiveAttribute() == null) {
            out.add(Finding.error(path + ".Retention", "retention by TTL needs a TTL attribute on table " + table.name()
                    + " (Settings.TimeToLiveAttribute)"));
        }
        if (v.retention() instanceof Retention.Ttl t && t.days() != null && t.days() < 1) {
            out.add(Finding.error(path + ".TtlDays", "a retention must be at least 1 day, was " + t.days()));
        }
    }
}
