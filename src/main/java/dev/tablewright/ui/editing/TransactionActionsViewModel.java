package dev.tablewright.ui.editing;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Model;
import dev.tablewright.ui.common.PatternPlace;
import dev.tablewright.validate.Finding;
import dev.tablewright.validate.ModelValidator;
import dev.tablewright.validate.Severity;
import java.util.List;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * A transaction pattern's actions in the access pattern form, in the order they run: added and
 * replaced through the action form ({@link AccessPatternFormViewModel#actionForm}), removed and
 * moved here. What DynamoDB would refuse in them is what the validator says, pointed at the action.
 */
public final class TransactionActionsViewModel {
    private final ObservableList<AccessPattern> actions = FXCollections.observableArrayList();
    private final IntegerProperty selected = new SimpleIntegerProperty(-1);

    /** The actions in order. */
    public ObservableList<AccessPattern> actions() {
        return actions;
    }

    /** The action chosen in the list, or -1. */
    public IntegerProperty selectedProperty() {
        return selected;
    }

    /** Puts {@code action} at {@code index}, or at the end for -1, and chooses it. */
    void put(int index, AccessPattern action) {
        if (index < 0 || index >= actions.size()) {
            actions.add(action);
            selected.set(actions.size() - 1);
        } else {
            actions.set(index, action);
            selected.set(index);
        }
    }

    /** Removes the chosen action. */
    public void removeSelected() {
        int i = selected.get();
        if (i >= 0 && i < actions.size()) {
            actions.remove(i);
            selected.set(Math.min(i, actions.size() - 1));
        }
    }

    /** Moves the chosen action {@code by} places (-1 up, +1 down), keeping it chosen. */
    public void moveSelected(int by) {
        int i = selected.get();
        int to = i + by;
        if (i < 0 || i >= actions.size() || to < 0 || to >= actions.size()) {
            return;
        }
        AccessPattern moved = actions.remove(i);
        actions.add(to, moved);
        selected.set(to);
    }

    /** The names of the actions but the one at {@code index} (an action's name is its own). */
    List<String> namesBut(int index) {
        return java.util.stream.IntStream.range(0, actions.size()).filter(i -> i != index)
                .mapToObj(i -> actions.get(i).name()).toList();
    }

    /** One line an action shows in the list: {@code 2: Update Ticket · UpdateItem on Tickets}. */
    public static String line(AccessPattern action) {
        return action.name() + " · " + action.operation() + " on " + action.table();
    }

    /**
     * The first error the validator finds in {@code transaction} (checked on its own, on the model's
     * tables without their items), with the action it is about, or null.
     */
    static String problem(Model model, AccessPattern transaction) {
        Model alone = model.withTables(model.tables().stream().map(t -> t.withItems(List.of())
                        .withFacets(t.facets().stream().map(f -> f.withItems(List.of())).toList())).toList())
                .withAccessPatterns(List.of(transaction));
        for (Finding f : new ModelValidator().validate(alone)) {
            if (f.severity() == Severity.ERROR && f.path().startsWith("Tablewright.AccessPatterns[0]")) {
                String place = PatternPlace.of(alone, f.path()).orElse("");
                int comma = place.indexOf(", ");
                return comma < 0 ? capital(f.message()) : capital(place.substring(comma + 2)) + ": " + f.message();
            }
        }
        return null;
    }

    private static String capital(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }
}
