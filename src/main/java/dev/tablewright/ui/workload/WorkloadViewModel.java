package dev.tablewright.ui.workload;

import dev.tablewright.edit.WorkloadEdits;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.ui.common.PatternPlace;
import dev.tablewright.model.Distribution;
import dev.tablewright.model.Facet;
import dev.tablewright.model.Model;
import dev.tablewright.model.Parameter;
import dev.tablewright.model.Retention;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import dev.tablewright.model.Volume;
import dev.tablewright.model.Workload;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.UnaryOperator;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The Workload panel: what the model carries in production, as rows a person reads and types into.
 * Per table and facet its volume (items now, items a day, retention, item size), per GSI its hot
 * fraction, per access pattern its calls a second and peak factor, per parameter how its values are
 * drawn. Each change is a {@link WorkloadEdits} edit made through the window's edit path (so Undo
 * takes it back); text that cannot be the value is refused and {@link #statusProperty()} says why.
 */
public final class WorkloadViewModel {
    /** A table's ({@code facet} null) or a facet's volume, as shown. */
    public record VolumeRow(String table, String facet, String itemsNow, String itemsPerDay, String retention,
                            String itemBytes) {
        /** "Orders" or "Orders / Order". */
        public String name() {
            return facet == null ? table : table + " / " + facet;
        }

        /** As the panel lists it: the table, and each of its facets indented under it. */
        public String label() {
            return facet == null ? table : "    " + facet;
        }
    }

    /** The parts of a volume a cell edits. */
    public enum VolumeField { ITEMS_NOW, ITEMS_PER_DAY, RETENTION, ITEM_BYTES }

    /** A GSI's hot fraction, as shown ("" for the sample's). */
    public record IndexRow(String table, String index, String hotFraction) {
    }

    /** An access pattern's rate and peak factor, as shown; {@code target} is its table or "table / index". */
    public record PatternRow(String pattern, String target, String operation, String rate, String peakFactor) {
    }

    /** A parameter's distribution, as shown and as typed ({@code text}: "zipf:100000:1.1"). */
    public record ParameterRow(String pattern, String parameter, String kind, String values, String shape,
                               String text) {
    }

    private final BiConsumer<String, Model> edit;
    private final ObservableList<VolumeRow> volumes = FXCollections.observableArrayList();
    private final ObservableList<IndexRow> indexes = FXCollections.observableArrayList();
    private final ObservableList<PatternRow> patterns = FXCollections.observableArrayList();
    private final ObservableList<ParameterRow> parameters = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper horizon = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
    private Model model;

    /** A panel whose edits go to {@code edit} (a label for Undo, and the edited model). */
    public WorkloadViewModel(BiConsumer<String, Model> edit) {
        this.edit = edit;
    }

    public ObservableList<VolumeRow> volumes() {
        return volumes;
    }

    public ObservableList<IndexRow> indexes() {
        return indexes;
    }

    public ObservableList<PatternRow> patterns() {
        return patterns;
    }

    public ObservableList<ParameterRow> parameters() {
        return parameters;
    }

    /** The days ahead the design must hold, as typed ("" for the default). */
    public ReadOnlyStringProperty horizonProperty() {
        return horizon.getReadOnlyProperty();
    }

    /** Why the last text typed was refused, or what the workload is; never a stack trace. */
    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** Shows the workload of {@code current} (null: nothing). */
    public void refresh(Model current) {
        model = current;
        if (current == null) {
            volumes.clear();
            indexes.clear();
            patterns.clear();
            parameters.clear();
            horizon.set("");
            status.set("");
            return;
        }
        Workload w = current.workload();
        List<VolumeRow> v = new ArrayList<>();
        List<IndexRow> i = new ArrayList<>();
        for (Table table : current.tables()) {
            v.add(volumeRow(table.name(), null, w.table(table.name()).volume()));
            for (Facet facet : table.facets()) {
                v.add(volumeRow(table.name(), facet.name(), w.table(table.name()).facet(facet.name())));
            }
            for (SecondaryIndex index : table.globalSecondaryIndexes()) {
                i.add(new IndexRow(table.name(), index.name(),
                        WorkloadText.number(w.table(table.name()).index(index.name()).hotFraction())));
            }
        }
        List<PatternRow> p = new ArrayList<>();
        List<ParameterRow> d = new ArrayList<>();
        for (AccessPattern pattern : current.accessPatterns()) {
            var pw = w.pattern(pattern.name());
            p.add(new PatternRow(pattern.name(), PatternPlace.where(pattern), pattern.operation().toString(),
                    WorkloadText.number(pattern.frequencyPerSecond()), WorkloadText.number(pw.peakFactor())));
            for (Parameter parameter : pattern.parameters()) {
                Distribution dist = pw.distribution(parameter.name());
                d.add(new ParameterRow(pattern.name(), parameter.name(), dist.kind(), WorkloadText.values(dist),
                        WorkloadText.shape(dist), WorkloadText.distribution(dist)));
            }
        }
        volumes.setAll(v);
        indexes.setAll(i);
        patterns.setAll(p);
        parameters.setAll(d);
        horizon.set(WorkloadText.number(w.horizonDays()));
        status.set(w.isEmpty() ? "No workload yet: the sample's figures stand in. Type a figure to set one."
                : String.format(java.util.Locale.ROOT, "Sized for day %,d (the horizon).", w.effectiveHorizonDays()));
    }

    private static VolumeRow volumeRow(String table, String facet, Volume v) {
        return new VolumeRow(table, facet, WorkloadText.number(v.itemsNow()), WorkloadText.number(v.itemsPerDay()),
                WorkloadText.retention(v.retention()), WorkloadText.number(v.itemBytes()));
    }

    /** Sets one part of a table's or facet's volume from typed text (empty clears it). */
    public boolean setVolume(VolumeRow row, VolumeField field, String text) {
        return change(() -> {
            Volume old = row.facet() == null ? model.workload().table(row.table()).volume()
                    : model.workload().table(row.table()).facet(row.facet());
            String what = row.name() + " " + switch (field) {
                case ITEMS_NOW -> "items now";
                case ITEMS_PER_DAY -> "items per day";
                case RETENTION -> "retention";
                case ITEM_BYTES -> "item bytes";
            };
            Volume changed = switch (field) {
                case ITEMS_NOW -> old.withItemsNow(WorkloadText.wholeOrNull(what, text));
                case ITEMS_PER_DAY -> old.withItemsPerDay(WorkloadText.numberOrNull(what, text, 0, true));
                case RETENTION -> old.withRetention(retention(what, row.table(), text));
                case ITEM_BYTES -> old.withItemBytes(WorkloadText.numberOrNull(what, text, 0, false));
            };
            return new Change("Set " + what + " to " + (text.isBlank() ? "the sample's" : text.trim()),
                    m -> WorkloadEdits.setVolume(m, row.table(), row.facet(), changed));
        });
    }

    private Retention retention(String what, String table, String text) {
        boolean ttl = model.findTable(table).map(t -> t.settings().timeToLiveAttribute() != null).orElse(false);
        return WorkloadText.retention(what, text, ttl, table);
    }

    /** Sets a GSI's hot fraction (0..1; empty: the sample's). */
    public boolean setHotFraction(IndexRow row, String text) {
        return change(() -> {
            String what = row.table() + " / " + row.index() + " hot fraction";
            Double fraction = WorkloadText.numberOrNull(what, text, 0, true);
            if (fraction != null && fraction > 1) {
                throw new IllegalArgumentException(what + ": " + text.trim() + " is over 1; give a share from 0 to 1 "
                        + "(0.2 for 20%)");
            }
            return new Change("Set " + what + " to " + (fraction == null ? "the sample's" : text.trim()),
                    m -> WorkloadEdits.setHotFraction(m, row.table(), row.index(), fraction));
        });
    }

    /** Sets a pattern's calls a second (its FrequencyPerSecond): a number of 0 or more. */
    public boolean setRate(PatternRow row, String text) {
        return change(() -> {
            String what = row.pattern() + " calls per second";
            Double rate = WorkloadText.numberOrNull(what, text, 0, true);
            if (rate == null) {
                throw new IllegalArgumentException(what + ": give a number of 0 or more");
            }
            return new Change("Set " + what + " to " + text.trim(), m -> WorkloadEdits.setRate(m, row.pattern(), rate));
        });
    }

    /** Sets a pattern's peak over its average rate: 1 or more (empty: 1). */
    public boolean setPeakFactor(PatternRow row, String text) {
        return change(() -> {
            String what = row.pattern() + " peak factor";
            Double factor = WorkloadText.numberOrNull(what, text, 1, true);
            return new Change("Set " + what + " to " + (factor == null ? "1" : text.trim()),
                    m -> WorkloadEdits.setPeakFactor(m, row.pattern(), factor));
        });
    }

    /** Sets how a parameter's values are drawn, as typed ("zipf:100000:1.1"; empty: as the sample spreads). */
    public boolean setDistribution(ParameterRow row, String text) {
        return change(() -> {
            String what = row.pattern() + " parameter " + row.parameter();
            Distribution d = WorkloadText.distribution(what, text);
            return new Change("Set " + what + " to " + WorkloadText.distribution(d),
                    m -> WorkloadEdits.setDistribution(m, row.pattern(), row.parameter(), d));
        });
    }

    /** Sets the days ahead the design must hold (at least 1; empty: the default). */
    public boolean setHorizon(String text) {
        return change(() -> {
            Long days = WorkloadText.wholeOrNull("Horizon", text);
            if (days != null && (days < 1 || days > 36_500)) {
                throw new IllegalArgumentException("Horizon: " + days + " days; give 1 to 36,500 days");
            }
            return new Change("Set the horizon to " + (days == null ? "the default" : days + " days"),
                    m -> WorkloadEdits.setHorizon(m, days == null ? null : days.intValue()));
        });
    }

    private record Change(String label, UnaryOperator<Model> edit) {
    }

    private interface ChangeSource {
        Change get();
    }

    private boolean change(ChangeSource source) {
        if (model == null) {
            status.set("Open a model first.");
            return false;
        }
        Change c;
        try {
            c = source.get();
        } catch (IllegalArgumentException e) {
            status.set(e.getMessage());
            return false;
        }
        Model edited = c.edit().apply(model);
        // only the workload and the patterns' rates change; comparing them spares a walk over every item
        if (!edited.workload().equals(model.workload()) || !edited.accessPatterns().equals(model.accessPatterns())) {
            edit.accept(c.label(), edited);
        }
        status.set(c.label());
        return true;
    }
}
