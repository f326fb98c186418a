package dev.tablewright.ui.shards;

import dev.tablewright.engine.ItemSize;
import dev.tablewright.capacity.LoadProjection;
import dev.tablewright.capacity.LoadProjection.IndexFigures;
import dev.tablewright.capacity.WriteShardPlan;
import dev.tablewright.edit.IndexEdits;
import dev.tablewright.capacity.WriteShardPlanner;
import dev.tablewright.model.Item;
import dev.tablewright.model.Model;
import dev.tablewright.model.Table;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.LongProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleLongProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import java.util.ArrayList;

/**
 * The write-shard calculator: inputs that recompute the plan as they change, every step of AWS's
 * formula with its numbers, the reads one shard takes for N = 1 .. 2x the answer (against the
 * partition read limit), and "apply" to set a GSI's shard count in the model.
 */
public final class ShardCalculatorViewModel {
    /** One point of the chart: with {@code shards} shards, the read units each shard must serve. */
    public record Point(int shards, double rcuPerShard) {
    }

    /** The calculator's inputs, as typed, with the label that says what each means. */
    public enum Input {
        ITEMS("Items now"),
        ITEMS_LATER("Items when the table has grown"),
        HOT_FRACTION("Hot fraction (0..1)"),
        ITEM_SIZE("Average item size (bytes)"),
        PARTITION_RCU("Partition read limit (RCU)"),
        PADDING("Padding"),
        WRITES("Peak writes/s to one key");

        private final String label;

        Input(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    private final LongProperty items = new SimpleLongProperty(3_000_000);
    private final LongProperty itemsLater = new SimpleLongProperty(3_000_000);
    private final DoubleProperty hotFraction = new SimpleDoubleProperty(0.20);
    private final DoubleProperty itemSize = new SimpleDoubleProperty(250);
    private final DoubleProperty partitionRcu = new SimpleDoubleProperty(WriteShardPlanner.PARTITION_RCU);
    private final DoubleProperty padding = new SimpleDoubleProperty(WriteShardPlanner.DEFAULT_PADDING);
    private final ObjectProperty<Double> writesPerSecond = new SimpleObjectProperty<>();
    private final ReadOnlyObjectWrapper<WriteShardPlan> plan = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<WriteShardPlan> planLater = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper problem = new ReadOnlyStringWrapper("");
    private final ObservableList<String> steps = FXCollections.observableArrayList();
    private final ObservableList<Point> chart = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper answer = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper laterAnswer = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<Input> invalidInput = new ReadOnlyObjectWrapper<>();
    /** Inputs whose text is not a number, with that text: no plan until they are. */
    private final Map<Input, String> unreadable = new EnumMap<>(Input.class);
    /** The model's load in production, whose figures an index's inputs are taken from (null: none yet). */
    private LoadProjection projection;
    private boolean withWorkload;
    /** The index the calculator is opened on (table, index), or null; the figures taken for it; whether an input was typed since. */
    private String[] openOn;
    private IndexFigures openedOn;
    private boolean typedSince;
    private final ObservableList<String> sources = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper reads = new ReadOnlyStringWrapper("");

    public ShardCalculatorViewModel() {
        List.of(items, itemsLater, hotFraction, itemSize, partitionRcu, padding, writesPerSecond)
                .forEach(p -> p.addListener((obs, old, now) -> recompute()));
        recompute();
    }

    public LongProperty itemsProperty() {
        return items;
    }

    public LongProperty itemsLaterProperty() {
        return itemsLater;
    }

    public DoubleProperty hotFractionProperty() {
        return hotFraction;
    }

    public DoubleProperty itemSizeProperty() {
        return itemSize;
    }

    public DoubleProperty partitionRcuProperty() {
        return partitionRcu;
    }

    public DoubleProperty paddingProperty() {
        return padding;
    }

    public ObjectProperty<Double> writesPerSecondProperty() {
        return writesPerSecond;
    }

    public ReadOnlyObjectProperty<WriteShardPlan> planProperty() {
        return plan.getReadOnlyProperty();
    }

    /** The plan for the item count expected later. */
    public ReadOnlyObjectProperty<WriteShardPlan> planLaterProperty() {
        return planLater.getReadOnlyProperty();
    }

    /** Why the inputs cannot be planned, or empty. */
    public ReadOnlyStringProperty problemProperty() {
        return problem.getReadOnlyProperty();
    }

    /** The answer as AWS's write-sharding example words it: "N = 13 shards, 15 with padding"; "—" without a plan. */
    public ReadOnlyStringProperty answerProperty() {
        return answer.getReadOnlyProperty();
    }

    /** The same for the item count the table grows to; empty without a plan. */
    public ReadOnlyStringProperty laterAnswerProperty() {
        return laterAnswer.getReadOnlyProperty();
    }

    /** The input the problem is about (to mark its field), or null. */
    public ReadOnlyObjectProperty<Input> invalidInputProperty() {
        return invalidInput.getReadOnlyProperty();
    }

    /** Where each input came from, one line each ("Items: 3,000,000 from the workload: ..."); empty when typed in. */
    public ObservableList<String> sources() {
        return sources;
    }

    /** The reads a second the index's readers make at peak, from the projection ("" when not opened on an index). */
    public ReadOnlyStringProperty readsProperty() {
        return reads.getReadOnlyProperty();
    }

    /**
     * Takes the model's latest load projection; {@code hasWorkload} says whether the model has a
     * workload (without one, the sample's two dozen items are no production figure, and the inputs stay
     * as they are). When the calculator is opened on an index and nothing has been typed since, the
     * inputs follow the new figures.
     */
    public void useProjection(LoadProjection latest, boolean hasWorkload) {
        projection = latest;
        withWorkload = hasWorkload;
        if (openOn != null && !typedSince) {
            openOn(openOn[0], openOn[1]);
        }
    }

    /**
     * Takes the inputs for a GSI from the load projection (LoadProjector's figures: items at the
     * horizon, hot fraction, entry size, peak writes to its busiest value) and says where each came
     * from; false (inputs kept) when there is no projection for it yet.
     */
    public boolean openOn(String table, String index) {
        openOn = new String[] {table, index};
        typedSince = false;
        var figures = projection == null ? Optional.<IndexFigures>empty() : projection.index(table, index);
        if (figures.isPresent() && !withWorkload) {
            openedOn = null;
            sources.setAll("This model has no workload, so the inputs are as typed (at first AWS's example: "
                    + "3,000,000 orders, 20% OPEN, 250 bytes). Give " + table + " its volumes and " + index
                    + " its hot fraction in the Workload tab to plan from them.");
            reads.set(num(figures.get().readsPerSecond()));
            return false;
        }
        if (figures.isEmpty()) {
            openedOn = null;
            sources.setAll("No production figures for " + table + " / " + index + " yet (the projection is worked "
                    + "out with the capacity plan): the inputs are as typed.");
            reads.set("");
            return false;
        }
        take(figures.get());
        return true;
    }

    private void take(IndexFigures f) {
        openedOn = f;
        typedSince = false;
        unreadable.clear();
        items.set(f.items());
        itemsLater.set(f.items());
        hotFraction.set(f.hotFraction());
        itemSize.set(Math.round(f.itemBytes() * 10) / 10.0);
        writesPerSecond.set(f.writesPerSecond() > 0 ? f.writesPerSecond() : null);
        reads.set(num(f.readsPerSecond()));
        List<String> lines = new ArrayList<>();
        lines.add("Opened on " + f.table() + " / " + f.index() + (f.existingShards() == null ? ""
                : ", sharded " + f.existingShards() + " ways now"));
        lines.add("Items: " + num(f.items()) + " from " + f.itemsSource());
        lines.add("Hot fraction: " + num(f.hotFraction()) + " from " + f.hotSource()
                + (f.hotValue() == null ? "" : " (busiest value " + f.hotValue()
                + (f.hotValueWhy() == null ? "" : ", " + f.hotValueWhy()) + ")"));
        lines.add("Item size: " + num(itemSize.get()) + " bytes from " + f.bytesSource());
        lines.add("Reads at peak: " + num(f.readsPerSecond()) + " a second, its readers' calls "
                + "times their peak factor");
        lines.add("Writes at peak to the busiest value: " + num(f.writesPerSecond())
                + " a second, from the writers that touch the index");
        sources.setAll(lines);
    }

    /**
     * Takes the text typed into an input: a number sets it (thousands commas allowed where values
     * are large), anything else clears the plan and says which input cannot be read.
     */
    public void enterText(Input input, String text) {
        Object before = value(input);
        String t = text.trim().replace("_", "");
        if (input != Input.HOT_FRACTION && input != Input.PADDING) {
            t = t.replace(",", "");
        }
        try {
            switch (input) {
                case ITEMS -> items.set(Long.parseLong(t));
                case ITEMS_LATER -> itemsLater.set(Long.parseLong(t));
                case HOT_FRACTION -> hotFraction.set(Double.parseDouble(t));
                case ITEM_SIZE -> itemSize.set(Double.parseDouble(t));
                case PARTITION_RCU -> partitionRcu.set(Double.parseDouble(t));
                case PADDING -> padding.set(Double.parseDouble(t));
                case WRITES -> writesPerSecond.set(t.isEmpty() ? null : Double.parseDouble(t));
                default -> throw new IllegalStateException(input.name());
            }
            unreadable.remove(input);
        } catch (NumberFormatException e) {
            unreadable.put(input, text);
        }
        if (openedOn != null && !typedSince && (unreadable.containsKey(input)
                || !java.util.Objects.equals(before, value(input)))) {
            typedSince = true;
            sources.add("Typed in since: the figures above are no longer all the inputs.");
        }
        recompute();
    }

    public ObservableList<String> steps() {
        return steps;
    }

    public ObservableList<Point> chart() {
        return chart;
    }

    /**
     * Sets the average item size from sample items, as the AWS example does for an order and its
     * order items; returns the size used, or empty when there are no items.
     */
    public Optional<Double> useAverageSizeOf(List<Item> sample) {
        if (sample.isEmpty()) {
            return Optional.empty();
        }
        double average = sample.stream().mapToLong(ItemSize::of).average().orElse(0);
        double rounded = Math.round(average * 10) / 10.0;
        itemSize.set(rounded);
        return Optional.of(rounded);
    }

    /** The average over the items of the named facets of a table. */
    public Optional<Double> useAverageSizeOfFacets(Table table, List<String> facetNames) {
        return useAverageSizeOf(table.facets().stream().filter(f -> facetNames.contains(f.name()))
                .flatMap(f -> f.items().stream()).toList());
    }

    /**
     * The model with the index write-sharded over the padded answer, made by {@link IndexEdits#addWriteShards}:
     * an index sharded already keeps its shard attribute, its IndexShards count and its readers' fan-out
     * grow or shrink to the answer and its items are dealt out again; an index not yet sharded has its
     * busiest value (from the load projection) split into value#0..N-1, its readers fanning out. Problems
     * (no plan, no such index, no busiest value known) go to {@code problems} and the model is kept.
     */
    public Model apply(Model model, String tableName, String indexName, String attribute, String hashSource,
                       Consumer<String> problems) {
        return ShardApply.apply(model, plan.get(), problem.get(), projection, tableName, indexName, attribute,
                hashSource, problems);
    }

    /** "3,000,000", "0.2", "0.05": as the planner's steps write numbers. */
    private static String num(double value) {
        return WriteShardPlanner.num(value);
    }

    /** The input's value now (to tell a typed change from the same figure shown again). */
    private Object value(Input input) {
        return switch (input) {
            case ITEMS -> items.get();
            case ITEMS_LATER -> itemsLater.get();
            case HOT_FRACTION -> hotFraction.get();
            case ITEM_SIZE -> itemSize.get();
            case PARTITION_RCU -> partitionRcu.get();
            case PADDING -> padding.get();
            case WRITES -> writesPerSecond.get();
        };
    }

    private void recompute() {
        if (!unreadable.isEmpty()) {
            var first = unreadable.entrySet().iterator().next();
            noPlan(first.getKey().label() + ": \"" + first.getValue() + "\" is not a number", first.getKey());
            return;
        }
        try {
            WriteShardPlan now = WriteShardPlanner.plan(inputs(items.get()));
            WriteShardPlan later = WriteShardPlanner.plan(inputs(itemsLater.get()));
            plan.set(now);
            planLater.set(later);
            problem.set("");
            invalidInput.set(null);
            steps.setAll(now.steps());
            answer.set(words(now));
            laterAnswer.set(String.format(Locale.ROOT, "When the table grows to %,d items: %s", itemsLater.get(),
                    words(later)));
            int upTo = (int) Math.max(2, Math.min(400, 2 * now.paddedShards()));
            double blocksPerItem = 1 / now.itemsPerRcu();
            List<Point> points = new ArrayList<>(upTo);
            for (int n = 1; n <= upTo; n++) {
                points.add(new Point(n, now.requiredReads() * blocksPerItem / n));
            }
            chart.setAll(points);
        } catch (IllegalArgumentException e) {
            noPlan(e.getMessage(), inputNamedIn(e.getMessage()));
        }
    }

    private void noPlan(String why, Input about) {
        plan.set(null);
        planLater.set(null);
        problem.set(why);
        invalidInput.set(about);
        answer.set("—");
        laterAnswer.set("");
        steps.clear();
        chart.clear();
    }

    private static String words(WriteShardPlan p) {
        return "N = " + p.shards() + " shards, " + p.paddedShards() + " with padding";
    }

    /** Which input a planner message is about ("the hot fraction must be ..."), or null. */
    private Input inputNamedIn(String message) {
        String m = message == null ? "" : message.toLowerCase(Locale.ROOT);
        return m.contains("hot fraction") ? Input.HOT_FRACTION : m.contains("item size") ? Input.ITEM_SIZE
                : m.contains("padding") ? Input.PADDING : m.contains("read limit") || m.contains("rcu")
                ? Input.PARTITION_RCU : m.contains("writes") ? Input.WRITES : !m.contains("item count") ? null
                : items.get() < 0 ? Input.ITEMS : Input.ITEMS_LATER;
    }

    private WriteShardPlan.Inputs inputs(long count) {
        return new WriteShardPlan.Inputs(count, hotFraction.get(), itemSize.get(), partitionRcu.get(), padding.get(),
                writesPerSecond.get(), WriteShardPlanner.PARTITION_WCU);
    }
}
