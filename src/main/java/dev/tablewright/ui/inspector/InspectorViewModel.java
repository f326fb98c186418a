package dev.tablewright.ui.inspector;

import dev.tablewright.engine.CapacityUnits;
import dev.tablewright.engine.ItemSize;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.ui.common.ValueText;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import java.util.Optional;
import java.util.function.Function;

/**
 * The item inspector: every attribute of the selected item with its type, nested maps and lists
 * flattened to paths (a.b[2].c), and the item's size and what reading or writing it costs.
 */
public final class InspectorViewModel {
    /** One line: a document path, its type and its value as text. */
    public record Line(String path, String type, String value) {
    }

    private final ObjectProperty<Item> item = new SimpleObjectProperty<>();
    private final ObservableList<Line> lines = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("Select an item to inspect it.");

    private final ReadOnlyStringWrapper verdict = new ReadOnlyStringWrapper("");
    private Function<Item, Optional<String>> verdictSource = i -> Optional.empty();

    public InspectorViewModel() {
        item.addListener((obs, old, now) -> {
            refresh(now);
            refreshVerdict();
        });
    }

    /**
     * Where "why (not)?" comes from: for an item, what the last pattern run says of it (returned, or
     * why not), or empty when there has been no run.
     */
    public void setVerdictSource(Function<Item, Optional<String>> source) {
        this.verdictSource = source;
        refreshVerdict();
    }

    /** Recomputes the verdict, e.g. after a new run. */
    public void refreshVerdict() {
        Item shown = item.get();
        verdict.set(shown == null ? "" : verdictSource.apply(shown).orElse(""));
    }

    /** Whether the last run returned the selected item, and if not, why not. */
    public ReadOnlyStringProperty verdictProperty() {
        return verdict.getReadOnlyProperty();
    }

    public ObjectProperty<Item> itemProperty() {
        return item;
    }

    public ObservableList<Line> lines() {
        return lines;
    }

    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    private void refresh(Item shown) {
        if (shown == null) {
            lines.clear();
            summary.set("Select an item to inspect it.");
            return;
        }
        List<Line> result = new ArrayList<>();
        shown.attributes().forEach((name, value) -> add(result, name, value));
        lines.setAll(result);
        long size = ItemSize.of(shown);
        summary.set(String.format("%d attributes · %,d bytes · %d WCU to write · %s RCU to read (eventual %s)",
                shown.size(), size, CapacityUnits.writeBlocks(size),
                trim(CapacityUnits.getItem(size, CapacityUnits.ReadKind.STRONG)),
                trim(CapacityUnits.getItem(size, CapacityUnits.ReadKind.EVENTUAL))));
    }

    private static void add(List<Line> lines, String path, AttributeValue value) {
        if (value instanceof AttributeValue.M m && !m.values().isEmpty()) {
            lines.add(new Line(path, "M", m.values().size() + " entries"));
            for (Map.Entry<String, AttributeValue> e : m.values().entrySet()) {
                add(lines, path + "." + e.getKey(), e.getValue());
            }
        } else if (value instanceof AttributeValue.L l && !l.values().isEmpty()) {
            lines.add(new Line(path, "L", l.values().size() + " elements"));
            for (int i = 0; i < l.values().size(); i++) {
                add(lines, path + "[" + i + "]", l.values().get(i));
            }
        } else {
            lines.add(new Line(path, value.type().name(), ValueText.of(value)));
        }
    }

    private static String trim(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value);
    }
}
