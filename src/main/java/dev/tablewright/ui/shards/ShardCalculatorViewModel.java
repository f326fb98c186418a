package dev.tablewright.ui.shards;

import dev.tablewright.engine.ItemSize;
import dev.tablewright.capacity.WriteShardPlan;
import dev.tablewright.capacity.WriteShardPlanner;
import dev.tablewright.model.Item;
import dev.tablewright.model.Model;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.ShardSpec;
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

    /**
     * Takes the text typed into an input: a number sets it (thousands commas allowed where values
     * are large), anything else clears the plan and says which input cannot be read.
     */
    public void enterText(Input input, String text) {
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

    /** The model with the index's shard count set to the padded answer (attribute kept or given). */
    public Model apply(Model model, String tableName, String indexName, String attribute, String hashSource,
                       Consumer<String> problems) {
        WriteShardPlan current = plan.get();
        if (current == null) {
            problems.accept("The inputs do not give a plan: " + problem.get());
            return model;
        }
        Table table = model.findTable(tableName).orElse(null);
        SecondaryIndex index = table == null ? null : table.findIndex(indexName).orElse(null);
        if (index == null) {
            problems.accept("There is no index " + indexName + " in table " + tableName + ".");
            return model;
        }
        String shardAttribute = attribute != null ? attribute
                : index.shards() != null ? index.shards().attribute() : index.keySchema().partitionKey().name();
        SecondaryIndex sharded = index.withShards(new ShardSpec(shardAttribute, (int) current.paddedShards(), hashSource));
        List<SecondaryIndex> gsis = table.globalSecondaryIndexes().stream()
                .map(g -> g.name().equals(indexName) ? sharded : g).toList();
        List<SecondaryIndex> lsis = table.localSecondaryIndexes().stream()
                .map(l -> l.name().equals(indexName) ? sharded : l).toList();
        return model.withTable(table.withIndexes(gsis, lsis));
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
