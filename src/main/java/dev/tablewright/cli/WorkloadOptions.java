package dev.tablewright.cli;

import dev.tablewright.capacity.WriteShardPlanner;
import dev.tablewright.edit.WorkloadEdits;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Distribution;
import dev.tablewright.model.Model;
import dev.tablewright.model.Retention;
import dev.tablewright.model.Table;
import dev.tablewright.model.TableWorkload;
import dev.tablewright.model.Volume;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * The workload on the command line, over the model's own (docs/model-format.md, "Workload"): the
 * verbs that judge a design at production scale ({@code review}, {@code capacity}, {@code shards})
 * take these and apply them with {@link WorkloadEdits}, as the window's Workload panel does. A
 * pattern is named in full or by a prefix only it has (such as {@code 5.}).
 */
public final class WorkloadOptions {
    @Option(names = "--items", paramLabel = "TABLE[/FACET]=COUNT",
            description = "items the table (or facet) holds now (repeatable; default: the workload's, else the sample's)")
    Map<String, String> items = new LinkedHashMap<>();

    @Option(names = "--per-day", paramLabel = "TABLE[/FACET]=N", description = "items added a day (repeatable)")
    Map<String, String> perDay = new LinkedHashMap<>();

    @Option(names = "--retention", paramLabel = "TABLE[/FACET]=DAYS|ttl",
            description = "how long items are kept: days, or ttl (the table's TTL attribute) (repeatable)")
    Map<String, String> retention = new LinkedHashMap<>();

    @Option(names = "--item-bytes", paramLabel = "TABLE[/FACET]=BYTES",
            description = "the average item size in production (repeatable)")
    Map<String, String> itemBytes = new LinkedHashMap<>();

    @Option(names = "--hot-fraction", paramLabel = "TABLE/INDEX=F",
            description = "the share of the index's items under its busiest key value, 0..1 (repeatable)")
    Map<String, String> hotFraction = new LinkedHashMap<>();

    @Option(names = "--rate", paramLabel = "PATTERN=N", description = "a pattern's calls a second on average (repeatable)")
    Map<String, String> rate = new LinkedHashMap<>();

    @Option(names = "--peak", paramLabel = "PATTERN=F", description = "a pattern's peak over its average rate, 1 or more "
            + "(repeatable)")
    Map<String, String> peak = new LinkedHashMap<>();

    @Option(names = "--distribution", paramLabel = "PATTERN/PARAM=KIND",
            description = "how a parameter's values are drawn: constant, uniform:N, zipf:N[:EXPONENT], "
                    + "current[:minute|hour|day|week|month] or sample (repeatable)")
    Map<String, String> distribution = new LinkedHashMap<>();

    @Option(names = "--horizon", paramLabel = "DAYS", description = "how many days ahead the design must hold "
            + "(default: the workload's, else 365)")
    Integer horizon;

    @Spec(Spec.Target.MIXEE)
    CommandLine.Model.CommandSpec spec;

    /** The model with the options applied, or a usage error (exit 2) naming the option and the cause. */
    public Model apply(Model model) {
        Model m = model;
        if (horizon != null) {
            if (horizon < 1) {
                throw usage("--horizon " + horizon + ": give 1 day or more");
            }
            m = WorkloadEdits.setHorizon(m, horizon);
        }
        for (var e : items.entrySet()) {
            long count = whole("--items", e.getKey(), e.getValue());
            m = volume(m, "--items", e.getKey(), v -> v.withItemsNow(count), true);
        }
        for (var e : perDay.entrySet()) {
            double n = number("--per-day", e.getKey(), e.getValue(), 0, Double.MAX_VALUE);
            m = volume(m, "--per-day", e.getKey(), v -> v.withItemsPerDay(n), false);
        }
        for (var e : retention.entrySet()) {
            Retention r;
            if (e.getValue().trim().equalsIgnoreCase("ttl")) {
                r = new Retention.Ttl(null);
            } else {
                long days = whole("--retention", e.getKey(), e.getValue());
                if (days < 1 || days > Integer.MAX_VALUE) {
                    throw usage("--retention " + e.getKey() + "=" + e.getValue() + ": give 1 day or more, or ttl");
                }
                r = Retention.days((int) days);
            }
            Retention kept = r;
            m = volume(m, "--retention", e.getKey(), v -> v.withRetention(kept), false);
        }
        for (var e : itemBytes.entrySet()) {
            double n = number("--item-bytes", e.getKey(), e.getValue(), 1, Double.MAX_VALUE);
            m = volume(m, "--item-bytes", e.getKey(), v -> v.withItemBytes(n), false);
        }
        for (var e : hotFraction.entrySet()) {
            String[] parts = e.getKey().split("/", 2);
            Table t = table(m, "--hot-fraction", parts[0], e);
            if (parts.length < 2 || t.findIndex(parts[1]).isEmpty()) {
                throw usage("--hot-fraction " + e.getKey() + "=" + e.getValue() + ": name an index of " + t.name()
                        + " as TABLE/INDEX");
            }
            double f = number("--hot-fraction", e.getKey(), e.getValue(), 0, 1);
            m = WorkloadEdits.setHotFraction(m, t.name(), parts[1], f);
        }
        for (var e : rate.entrySet()) {
            AccessPattern p = pattern(m, "--rate", e.getKey());
            m = WorkloadEdits.setRate(m, p.name(), number("--rate", e.getKey(), e.getValue(), 0, Double.MAX_VALUE));
        }
        for (var e : peak.entrySet()) {
            AccessPattern p = pattern(m, "--peak", e.getKey());
            m = WorkloadEdits.setPeakFactor(m, p.name(), number("--peak", e.getKey(), e.getValue(), 1, Double.MAX_VALUE));
        }
        for (var e : distribution.entrySet()) {
            int slash = e.getKey().lastIndexOf('/');
            if (slash < 0) {
                throw usage("--distribution " + e.getKey() + "=" + e.getValue() + ": name it as PATTERN/PARAMETER");
            }
            AccessPattern p = pattern(m, "--distribution", e.getKey().substring(0, slash));
            String parameter = e.getKey().substring(slash + 1);
            if (p.findParameter(parameter).isEmpty() && !p.partitionKeys().stream()
                    .anyMatch(k -> k.parameters().contains(parameter))) {
                throw usage("--distribution " + e.getKey() + ": pattern '" + p.name() + "' has no parameter " + parameter);
            }
            m = WorkloadEdits.setDistribution(m, p.name(), parameter, distribution(e.getKey(), e.getValue()));
        }
        return m;
    }

    private interface VolumeChange {
        Volume apply(Volume v);
    }

    /** Changes the volume of TABLE or TABLE/FACET; a table without a workload keeps no growth from its puts. */
    private Model volume(Model m, String option, String key, VolumeChange change, boolean itemsNow) {
        String[] parts = key.split("/", 2);
        Table t = table(m, option, parts[0], Map.entry(key, ""));
        String facet = parts.length == 2 ? parts[1] : null;
        if (facet != null && t.findFacet(facet).isEmpty()) {
            throw usage(option + " " + key + ": table " + t.name() + " has no facet " + facet);
        }
        TableWorkload tw = m.workload().table(t.name());
        Volume v = change.apply(facet == null ? tw.volume() : tw.facet(facet));
        if (itemsNow && tw.isEmpty() && v.itemsPerDay() == null && perDay.keySet().stream()
                .noneMatch(k -> k.split("/", 2)[0].equals(t.name()))) {
            v = v.withItemsPerDay(0.0);
        }
        return WorkloadEdits.setVolume(m, t.name(), facet, v);
    }

    private Table table(Model m, String option, String name, Map.Entry<String, String> e) {
        return m.findTable(name).orElseThrow(() -> usage(option + " " + e.getKey() + ": the model has no table " + name));
    }

    private AccessPattern pattern(Model m, String option, String name) {
        var exact = m.findPattern(name);
        if (exact.isPresent()) {
            return exact.get();
        }
        List<AccessPattern> matches = new ArrayList<>();
        for (AccessPattern p : m.accessPatterns()) {
            if (p.name().startsWith(name)) {
                matches.add(p);
            }
        }
        if (matches.size() == 1) {
            return matches.get(0);
        }
        throw usage(option + " " + name + ": " + (matches.isEmpty() ? "the model has no access pattern of that name"
                : matches.size() + " access patterns start with it; give more of the name"));
    }

    private Distribution distribution(String key, String text) {
        String[] parts = text.trim().toLowerCase(Locale.ROOT).split(":");
        String where = "--distribution " + key + "=" + text + ": ";
        try {
            return switch (parts[0]) {
                case "constant" -> Distribution.constant();
                case "sample" -> Distribution.sample();
                case "uniform" -> Distribution.uniform(Long.parseLong(part(parts, 1, where + "give uniform:N")));
                case "zipf" -> Distribution.zipf(Long.parseLong(part(parts, 1, where + "give zipf:N[:EXPONENT]")),
                        parts.length > 2 ? Double.parseDouble(parts[2]) : 1);
                case "current" -> {
                    Distribution.TimeBucket b = parts.length > 1 ? Distribution.TimeBucket.fromName(parts[1])
                            : Distribution.TimeBucket.DAY;
                    if (b == null) {
                        throw usage(where + "the bucket is one of minute, hour, day, week, month");
                    }
                    yield Distribution.current(b);
                }
                default -> throw usage(where + "the kind is one of constant, uniform:N, zipf:N[:EXPONENT], "
                        + "current[:BUCKET], sample");
            };
        } catch (NumberFormatException e) {
            throw usage(where + "not a number");
        } catch (IllegalArgumentException e) {
            throw usage(where + e.getMessage());
        }
    }

    private String part(String[] parts, int i, String message) {
        if (parts.length <= i) {
            throw usage(message);
        }
        return parts[i];
    }

    private long whole(String option, String key, String text) {
        try {
            long n = Long.parseLong(text.trim().replace("_", ""));
            if (n < 0) {
                throw usage(option + " " + key + "=" + text + ": give 0 or more");
            }
            return n;
        } catch (NumberFormatException e) {
            throw usage(option + " " + key + "=" + text + ": not a whole number");
        }
    }

    private double number(String option, String key, String text, double min, double max) {
        double n;
        try {
            n = Double.parseDouble(text.trim());
        } catch (NumberFormatException e) {
            throw usage(option + " " + key + "=" + text + ": not a number");
        }
        if (!(n >= min && n <= max)) {
            throw usage(option + " " + key + "=" + text + ": give a number from " + WriteShardPlanner.num(min)
                    + (max == Double.MAX_VALUE ? " up" : " to " + WriteShardPlanner.num(max)));
        }
        return n;
    }

    private CommandLine.ParameterException usage(String message) {
        return new CommandLine.ParameterException(spec.commandLine(), message);
    }
}
