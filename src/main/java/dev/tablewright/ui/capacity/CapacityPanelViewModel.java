package dev.tablewright.ui.capacity;

import dev.tablewright.capacity.CapacityPlan;
import dev.tablewright.capacity.CapacityPlanner;
import dev.tablewright.capacity.Prices;
import dev.tablewright.model.Model;
import dev.tablewright.ui.common.TaskExecutor;
import java.util.Locale;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import java.util.List;

/** The capacity panel: the model's capacity plan, worked out off the UI thread whenever the model changes. */
public final class CapacityPanelViewModel {
    private final TaskExecutor executor;
    private final Prices prices;
    private final ReadOnlyObjectWrapper<CapacityPlan> plan = new ReadOnlyObjectWrapper<>();
    private final ObservableList<CapacityPlan.PatternCost> patterns = FXCollections.observableArrayList();
    private final ObservableList<String> warnings = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper cost = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
    /** Counts refreshes: a plan shows only while its refresh is still the latest. */
    private long latestRequest;

    public CapacityPanelViewModel(TaskExecutor executor, Prices prices) {
        this.executor = executor;
        this.prices = prices;
    }

    public ReadOnlyObjectProperty<CapacityPlan> planProperty() {
        return plan.getReadOnlyProperty();
    }

    public ObservableList<CapacityPlan.PatternCost> patterns() {
        return patterns;
    }

    public ObservableList<String> warnings() {
        return warnings;
    }

    /** A month on demand versus provisioned, in words. */
    public ReadOnlyStringProperty costProperty() {
        return cost.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    /**
     * Works the plan out again for {@code model} off the UI thread. Only the latest request's plan is
     * shown: a slower plan for a model changed since never replaces it.
     */
    public void refresh(Model model) {
        long request = ++latestRequest;
        if (model == null) {
            plan.set(null);
            patterns.clear();
            warnings.clear();
            cost.set("");
            return;
        }
        status.set("Working out the plan…");
        executor.submit("capacity plan", () -> CapacityPlanner.plan(model, prices), result -> {
            if (request == latestRequest) {
                show(result);
            }
        }, error -> {
            if (request == latestRequest) {
                status.set("The capacity plan failed: " + error.getMessage());
            }
        });
    }

    private void show(CapacityPlan result) {
        plan.set(result);
        patterns.setAll(result.patterns());
        warnings.setAll(result.warnings().isEmpty() ? List.of("No partition near its limit.") : result.warnings());
        CapacityPlan.MonthlyCost c = result.cost();
        cost.set(String.format(Locale.ROOT, "A month in %s: on demand $%,.2f · provisioned $%,.2f (%,d RCU, %,d WCU "
                        + "at %.0f%% utilisation)", result.prices().region(), c.onDemand(), c.provisioned(),
                c.provisionedRcu(), c.provisionedWcu(), result.prices().targetUtilization() * 100));
        status.set(result.patterns().size() + " access patterns, run in memory on the model's sample items");
    }
}
