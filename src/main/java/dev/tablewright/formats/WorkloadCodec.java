package dev.tablewright.formats;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.model.Distribution;
import dev.tablewright.model.IndexWorkload;
import dev.tablewright.model.PatternWorkload;
import dev.tablewright.model.Retention;
import dev.tablewright.model.TableWorkload;
import dev.tablewright.model.Volume;
import dev.tablewright.model.Workload;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The extension block's {@code "Workload"} (docs/model-format.md): the horizon, per table, facet and
 * index the volumes, per access pattern the peak factor and each parameter's distribution. Shapes
 * and codes are checked here; ranges (negative counts, a peak under 1, a hot fraction over 1) are
 * validation's, so such a file still opens and the finding says what to fix.
 */
final class WorkloadCodec {
    static final String KEY = "Workload";
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private WorkloadCodec() {
    }

    static Workload read(JsonCursor w) {
        w.requireObject("\"" + KEY + "\"");
        Integer horizon = w.has("HorizonDays") ? w.intValue("HorizonDays") : null;
        Map<String, TableWorkload> tables = new LinkedHashMap<>();
        w.fields("Tables").forEach((name, t) -> tables.put(name, table(t)));
        Map<String, PatternWorkload> patterns = new LinkedHashMap<>();
        w.fields("Patterns").forEach((name, p) -> patterns.put(name, pattern(p)));
        return new Workload(horizon, tables, patterns);
    }

    private static TableWorkload table(JsonCursor t) {
        t.requireObject("a table's workload");
        Map<String, Volume> facets = new LinkedHashMap<>();
        t.fields("Facets").forEach((name, f) -> facets.put(name, volume(f.requireObject("a facet's workload"))));
        Map<String, IndexWorkload> indexes = new LinkedHashMap<>();
        t.fields("Indexes").forEach((name, i) -> {
            i.requireObject("an index's workload");
            indexes.put(name, new IndexWorkload(i.has("HotFraction") ? i.doubleValue("HotFraction") : null));
        });
        return new TableWorkload(volume(t), facets, indexes);
    }

    private static Volume volume(JsonCursor v) {
        Retention retention = null;
        if (v.has("RetentionDays") && v.has("Retention")) {
            throw new JsonCursor.ReadError(v.path(), "give \"RetentionDays\" or \"Retention\", not both");
        }
        if (v.has("RetentionDays")) {
            int days = v.intValue("RetentionDays");
            if (days < 1) {
                throw new JsonCursor.ReadError(v.path() + ".RetentionDays", "a retention must be at least 1 day, was "
                        + days);
            }
            retention = Retention.days(days);
        } else if (v.has("Retention")) {
            String text = v.text("Retention");
            if (!text.equalsIgnoreCase("TTL")) {
                throw new JsonCursor.ReadError(v.path() + ".Retention", "expected \"TTL\" (the table's TTL attribute), "
                        + "found \"" + text + "\"; give a number of days as \"RetentionDays\"");
            }
            retention = new Retention.Ttl(v.has("TtlDays") ? v.intValue("TtlDays") : null);
        }
        return new Volume(v.has("ItemsNow") ? v.longValue("ItemsNow") : null,
                v.has("ItemsPerDay") ? v.doubleValue("ItemsPerDay") : null, retention,
                v.has("ItemBytes") ? v.doubleValue("ItemBytes") : null);
    }

    private static PatternWorkload pattern(JsonCursor p) {
        p.requireObject("a pattern's workload");
        Map<String, Distribution> parameters = new LinkedHashMap<>();
        p.fields("Parameters").forEach((name, d) -> parameters.put(name, distribution(d)));
        return new PatternWorkload(p.has("PeakFactor") ? p.doubleValue("PeakFactor") : null, parameters);
    }

    /** {@code {"Kind": "zipf", "Values": 100000, "Exponent": 1.1}} and the other kinds. */
    static Distribution distribution(JsonCursor d) {
        d.requireObject("a parameter's distribution");
        String kind = d.text("Kind").toLowerCase(Locale.ROOT);
        try {
            return switch (kind) {
                case "constant" -> Distribution.constant();
                case "sample" -> Distribution.sample();
                case "uniform" -> Distribution.uniform(d.longValue("Values"));
                case "zipf" -> Distribution.zipf(d.longValue("Values"), d.has("Exponent") ? d.doubleValue("Exponent") : 1);
                case "current" -> {
                    String bucket = d.has("Bucket") ? d.text("Bucket") : "DAY";
                    Distribution.TimeBucket b = Distribution.TimeBucket.fromName(bucket);
                    if (b == null) {
                        throw new JsonCursor.ReadError(d.path() + ".Bucket", "'" + bucket
                                + "' is not one of minute, hour, day, week, month");
                    }
                    yield Distribution.current(b);
                }
                default -> throw new JsonCursor.ReadError(d.path() + ".Kind", "'" + kind
                        + "' is not one of constant, uniform, zipf, current, sample");
            };
        } catch (IllegalArgumentException e) {
            throw new JsonCursor.ReadError(d.path(), e.getMessage());
        }
    }

    /** The block, or null when the workload is empty. */
    static ObjectNode write(Workload w) {
        if (w.isEmpty()) {
            return null;
        }
        ObjectNode n = NODES.objectNode();
        if (w.horizonDays() != null) {
            n.put("HorizonDays", w.horizonDays());
        }
        ObjectNode tables = NODES.objectNode();
        w.tables().forEach((name, t) -> {
            if (t.isEmpty()) {
                return;
            }
            ObjectNode tn = volume(t.volume());
            ObjectNode facets = NODES.objectNode();
            t.facets().forEach((facet, v) -> {
                if (!v.isEmpty()) {
                    facets.set(facet, volume(v));
                }
            });
            if (!facets.isEmpty()) {
                tn.set("Facets", facets);
            }
            ObjectNode indexes = NODES.objectNode();
            t.indexes().forEach((index, i) -> {
                if (i.hotFraction() != null) {
                    indexes.putObject(index).put("HotFraction", i.hotFraction());
                }
            });
            if (!indexes.isEmpty()) {
                tn.set("Indexes", indexes);
            }
            tables.set(name, tn);
        });
        if (!tables.isEmpty()) {
            n.set("Tables", tables);
        }
        ObjectNode patterns = NODES.objectNode();
        w.patterns().forEach((name, p) -> {
            if (p.isEmpty()) {
                return;
            }
            ObjectNode pn = patterns.putObject(name);
            if (p.peakFactor() != null) {
                pn.put("PeakFactor", p.peakFactor());
            }
            if (!p.parameters().isEmpty()) {
                ObjectNode params = pn.putObject("Parameters");
                p.parameters().forEach((param, d) -> params.set(param, distribution(d)));
            }
        });
        if (!patterns.isEmpty()) {
            n.set("Patterns", patterns);
        }
        return n;
    }

    private static ObjectNode volume(Volume v) {
        ObjectNode n = NODES.objectNode();
        if (v.itemsNow() != null) {
            n.put("ItemsNow", v.itemsNow());
        }
        if (v.itemsPerDay() != null) {
            n.put("ItemsPerDay", v.itemsPerDay());
        }
        if (v.retention() instanceof Retention.Days d) {
            n.put("RetentionDays", d.days());
        } else if (v.retention() instanceof Retention.Ttl t) {
            n.put("Retention", "TTL");
            if (t.days() != null) {
                n.put("TtlDays", t.days());
            }
        }
        if (v.itemBytes() != null) {
            n.put("ItemBytes", v.itemBytes());
        }
        return n;
    }

    static ObjectNode distribution(Distribution d) {
        ObjectNode n = NODES.objectNode();
        n.put("Kind", d.kind());
        if (d instanceof Distribution.Uniform u) {
            n.put("Values", u.values());
        } else if (d instanceof Distribution.Zipf z) {
            n.put("Values", z.values());
            n.put("Exponent", z.exponent());
        } else if (d instanceof Distribution.Current c) {
            n.put("Bucket", c.bucket().name().toLowerCase(Locale.ROOT));
        }
        return n;
    }
}
