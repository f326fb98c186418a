package dev.tablewright.ui.inspector;

import dev.tablewright.engine.CapacityUnits;
import dev.tablewright.engine.ItemSize;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.ui.common.TaskExecutor;
import dev.tablewright.ui.common.ValueText;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
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
 * flattened to paths (a.b[2].c), the item's size and what reading or writing it costs, and whether
 * the last pattern run returned it.
 */
public final class InspectorViewModel {
    /** One line: a document path, its type and its value as text. */
    public record Line(String path, String type, String value) {
    }

    /** Shown while the verdict is worked out. */
    public static final String EXPLAINING = "Explaining…";

    private final ObjectProperty<Item> item = new SimpleObjectProperty<>();
    private final ObservableList<Line> lines = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("Select an item to inspect it.");

    private final TaskExecutor executor;
    private final ReadOnlyStringWrapper verdict = new ReadOnlyStringWrapper("");
    private Function<Item, Optional<Callable<String>>> verdictSource = i -> Optional.empty();
    /** Counts verdict requests: an answer shows only while its request is still the latest. */
    private long verdictRequest;

    public InspectorViewModel(TaskExecutor executor) {
        this.executor = executor;
        item.addListener((obs, old, now) -> {
            refresh(now);
            refreshVerdict();
        });
    }

    /**
     * Where "why (not)?" comes from: for an item, the work that says what the last pattern run makes
     * of it (returned, or why not), or empty when there has been no run. The work runs on the
     * background executor, so it must not read properties.
     */
    public void setVerdictSource(Function<Item, Optional<Callable<String>>> source) {
        this.verdictSource = source;
        refreshVerdict();
    }

    /**
     * Works the verdict out again off the UI thread, e.g. after a new run, showing
     * {@link #EXPLAINING} meanwhile. Only the latest request's answer is shown: a slower answer
     * for an item selected before never replaces it.
     */
    public void refreshVerdict() {
        long request = ++verdictRequest;
        Item shown = item.get();
        Optional<Callable<String>> work = shown == null ? Optional.empty() : verdictSource.apply(shown);
        if (work.isEmpty()) {
            verdict.set("");
            return;
        }
        verdict.set(EXPLAINING);
        executor.submit("explain an item", work.get(), text -> {
            if (request == verdictRequest) {
                verdict.set(text);
            }
        }, failure -> {
            if (request == verdictRequest) {
                verdict.set("Cannot explain this item: " + failure.getMessage());
            }
        });
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
