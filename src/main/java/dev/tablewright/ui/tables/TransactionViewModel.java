package dev.tablewright.ui.tables;

import dev.tablewright.dynamo.live.TransactionAction;
import dev.tablewright.dynamo.live.TransactionResult;
import dev.tablewright.formats.DynamoJson;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The transaction builder: up to 100 actions, all writes (Put, Update, Delete, ConditionCheck:
 * TransactWriteItems) or all Gets (TransactGetItems). After a run each action shows its outcome:
 * DynamoDB's cancellation reason when the transaction was cancelled.
 */
public final class TransactionViewModel {
    public static final int MAX_ACTIONS = 100;

    /** One action as the builder shows it; {@code item} is DynamoDB JSON (the item of a Put, else the key). */
    public static final class Action {
        private final ObjectProperty<TransactionAction.Kind> kind = new SimpleObjectProperty<>(this, "kind");
        private final StringProperty table = new SimpleStringProperty(this, "table", "");
        private final StringProperty item = new SimpleStringProperty(this, "item", "{}");
        private final StringProperty update = new SimpleStringProperty(this, "update", "");
        private final StringProperty condition = new SimpleStringProperty(this, "condition", "");
        private final StringProperty values = new SimpleStringProperty(this, "values", "");
        private final StringProperty outcome = new SimpleStringProperty(this, "outcome", "");

        public Action(TransactionAction.Kind kind, String table, String item) {
            this.kind.set(kind);
            this.table.set(table);
            this.item.set(item);
        }

        public ObjectProperty<TransactionAction.Kind> kindProperty() {
            return kind;
        }

        public StringProperty tableProperty() {
            return table;
        }

        public StringProperty itemProperty() {
            return item;
        }

        public StringProperty updateProperty() {
            return update;
        }

        public StringProperty conditionProperty() {
            return condition;
        }

        public StringProperty valuesProperty() {
            return values;
        }

        /** After a run: OK, the cancellation reason, or the item read. */
        public StringProperty outcomeProperty() {
            return outcome;
        }

        TransactionAction build(int number) {
            try {
                Item parsed = DynamoJson.parseItem(item.get());
                Map<String, AttributeValue> placeholders = values.get() == null || values.get().isBlank()
                        ? Map.of() : DynamoJson.parseItem(values.get()).attributes();
                return new TransactionAction(kind.get(), table.get().strip(), parsed, update.get(), condition.get(),
                        placeholders);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("action " + number + " (" + kind.get() + "): " + e.getMessage());
            }
        }
    }

    private final ObservableList<Action> actions = FXCollections.observableArrayList();

    /** Adds an action of {@code kind} on {@code table}; false when there are already 100. */
    public boolean add(TransactionAction.Kind kind, String table, String item) {
        if (actions.size() >= MAX_ACTIONS) {
            return false;
        }
        actions.add(new Action(kind, table == null ? "" : table, item == null ? "{}" : item));
        return true;
    }

    /** The actions to send; an IllegalArgumentException names the first that does not read. */
    public List<TransactionAction> build() {
        if (actions.isEmpty()) {
            throw new IllegalArgumentException("add at least one action");
        }
        List<TransactionAction> built = new ArrayList<>();
        for (int i = 0; i < actions.size(); i++) {
            built.add(actions.get(i).build(i + 1));
        }
        return built;
    }

    /** Whether the actions write (TransactWriteItems) rather than read. */
    public boolean writes() {
        return actions.stream().anyMatch(a -> a.kind.get() != null && a.kind.get().write());
    }

    /** Shows each action's outcome; returns the one line that sums it up. */
    String show(TransactionResult result) {
        for (int i = 0; i < actions.size(); i++) {
            Action action = actions.get(i);
            if (result.committed()) {
                Item read = i < result.items().size() ? result.items().get(i) : null;
                action.outcome.set(action.kind.get() == TransactionAction.Kind.GET
                        ? (read == null ? "no such item" : DynamoJson.write(read)) : "OK");
            } else if (i < result.reasons().size()) {
                TransactionResult.Reason reason = result.reasons().get(i);
                action.outcome.set(reason.none() ? "None" : reason.code()
                        + (reason.message() == null ? "" : ": " + reason.message()));
            } else {
                action.outcome.set("");
            }
        }
        if (result.committed()) {
            return "Transaction " + result.message();
        }
        long failed = result.reasons().stream().filter(r -> !r.none()).count();
        return result.message() + " (" + failed + " of " + actions.size() + " actions gave a reason)";
    }

    void clearOutcomes() {
        actions.forEach(a -> a.outcome.set(""));
    }

    public ObservableList<Action> actions() {
        return actions;
    }
}
