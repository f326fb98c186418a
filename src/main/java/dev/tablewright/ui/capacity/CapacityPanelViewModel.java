package dev.tablewright.ui.capacity;

import dev.tablewright.capacity.CapacityPlan;
import dev.tablewright.capacity.CapacityPlanner;
import dev.tablewright.capacity.LoadProjection;
import dev.tablewright.capacity.LoadProjector;
import dev.tablewright.patterns.SampleRuns;
import dev.tablewright.capacity.PriceTable;
import dev.tablewright.capacity.Prices;
import dev.tablewright.model.Model;
import dev.tablewright.ui.common.TaskExecutor;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Locale;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import java.util.List;

/**
 * The capacity panel: the model's capacity plan and its load in production (the hottest key values
 * and a year of size and cost), worked out together off the UI thread whenever the model changes;
 * only the latest request's result is shown.
 */
public final class CapacityPanelViewModel {
    private final TaskExecutor executor;
    /** The prices a price file or a typed price goes over: the built-in table and the user's own file. */
    private PriceTable base = PriceTable.builtIn();
    private PriceTable priceTable = base;
    /** Why the user's own price file was not used (null when it was, or when there is none). */
    private String userFileProblem;
    private final ObservableList<String> regions = FXCollections.observableArrayList(priceTable.regions());
    private final ObjectProperty<String> region = new SimpleObjectProperty<>(PriceTable.DEFAULT_REGION);
    /** When TTL expiry is checked; null for the moment of each refresh. */
    private final ObjectProperty<Instant> ttlAt = new SimpleObjectProperty<>();
    private final ObservableList<CapacityPlan.CostLine> costLines = FXCollections.observableArrayList();
    private final ObservableList<String> expiries = FXCollections.observableArrayList();
    private Model model;
    private final ReadOnlyObjectWrapper<CapacityPlan> plan = new ReadOnlyObjectWrapper<>();
    private final ObservableList<CapacityPlan.PatternCost> patterns = FXCollections.observableArrayList();
    private final ObservableList<String> warnings = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper cost = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<LoadProjection> projection = new ReadOnlyObjectWrapper<>();
    private final ObservableList<LoadRows.HotKey> hottest = FXCollections.observableArrayList();
    private final ObservableList<LoadRows.TableMonths> growth = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper projectionStatus = new ReadOnlyStringWrapper("");
    /** Counts refreshes: a plan shows only while its refresh is still the latest. */
    private long latestRequest;
    /** True while the Capacity or Write shards tab is shown; a change made while hidden is worked out when shown. */
    private final BooleanProperty shown = new SimpleBooleanProperty(this, "shown", true);
    private boolean stale;

    public CapacityPanelViewModel(TaskExecutor executor, Prices prices) {
        this.executor = executor;
        if (priceTable.knows(prices.region())) {
            region.set(prices.region());
        }
        region.addListener((obs, old, now) -> refresh(model));
        ttlAt.addListener((obs, old, now) -> refresh(model));
        shown.addListener((obs, was, now) -> {
            if (now && stale) {
                refresh(model);
            }
        });
    }

    /**
     * Whether a tab that shows the plan or its projection is shown (true unless the window says
     * otherwise). The plan runs every pattern on the sample and projects the load: while no such tab
     * is shown, a change (the model opened at start-up among them) only marks the plan out of date,
     * so the work does not compete with the window's first frame, and it is done when one is shown.
     */
    public BooleanProperty shownProperty() {
        return shown;
    }

    /**
     * The panel over the built-in prices and, when it exists, the user's own {@code userPriceFile} (Tablewright's
     * {@code prices.properties} in its settings folder). A bad file leaves the built-in prices, and the status
     * says which file and key is wrong.
     */
    public CapacityPanelViewModel(TaskExecutor executor, Path userPriceFile) {
        this(executor, Prices.defaults());
        try {
            base = PriceTable.builtIn().withFileIfPresent(userPriceFile);
        } catch (IOException e) {
            userFileProblem = e.getMessage() + "; using the built-in prices";
            status.set(userFileProblem);
            return;
        }
        priceTable = base;
        regions.setAll(base.regions());
        region.set(base.preferredRegion());
    }

    /** The regions of the price table, for the region choice. */
    public ObservableList<String> regions() {
        return regions;
    }

    /** The region whose prices cost the plan; choosing another works the plan out again. */
    public ObjectProperty<String> regionProperty() {
        return region;
    }

    /** The time TTL expiry is checked at (null: now); changing it works the plan out again. */
    public ObjectProperty<Instant> ttlAtProperty() {
        return ttlAt;
    }

    /** The lines of the month's bill: requests, storage and PITR, per table and table class. */
    public ObservableList<CapacityPlan.CostLine> costLines() {
        return costLines;
    }

    /** One line a table with a TTL attribute: how many sample items would have expired, and which. */
    public ObservableList<String> expiries() {
        return expiries;
    }

    /** The price in force for the chosen region, table class key and charge, as text ("unknown" if none). */
    public String price(String tableClass, String charge) {
        Prices prices = priceTable.region(region.get());
        Prices.ClassPrices p = tableClass.equals("standard") ? prices.standard() : prices.infrequentAccess();
        Double value = switch (charge) {
            case "onDemand.readPerMillion" -> p.readPerMillion();
            case "onDemand.writePerMillion" -> p.writePerMillion();
            case "provisioned.rcuHour" -> p.rcuHour();
            case "provisioned.wcuHour" -> p.wcuHour();
            default -> p.storagePerGbMonth();
        };
        return value == null ? "unknown" : Double.toString(value);
    }

    /**
     * Sets one price of the chosen region, as typed in a price field, and works the plan out again.
     * A price that is not a number of 0 or more (or "unknown") is refused: the status says why.
     */
    public boolean setPrice(String tableClass, String charge, String text) {
        try {
            priceTable = priceTable.with(PriceTable.key(region.get(), tableClass, charge), text);
        } catch (IllegalArgumentException e) {
            status.set(e.getMessage());
            return false;
        }
        refresh(model);
        return true;
    }

    /** Sets point-in-time recovery's price per GB-month for the chosen region. */
    public boolean setPitrPrice(String text) {
        try {
            priceTable = priceTable.with(region.get() + ".pitrPerGbMonth", text);
        } catch (IllegalArgumentException e) {
            status.set(e.getMessage());
            return false;
        }
        refresh(model);
        return true;
    }

    /** Reads a price file over the built-in table; a bad file leaves the prices as they were. */
    public boolean loadPriceFile(Path file) {
        try {
            priceTable = base.withFile(file);
        } catch (IOException e) {
            status.set(e.getMessage());
            return false;
        }
        regions.setAll(priceTable.regions());
        if (!priceTable.region(priceTable.preferredRegion()).region().equals(region.get())) {
            region.set(priceTable.preferredRegion());
        } else {
            refresh(model);
        }
        return true;
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

    /** The model's load in production ({@link LoadProjector}), worked out with the plan; null before, or when it failed. */
    public ReadOnlyObjectProperty<LoadProjection> projectionProperty() {
        return projection.getReadOnlyProperty();
    }

    /** The hottest partition key value of each table and index at peak, against one partition's limits. */
    public ObservableList<LoadRows.HotKey> hottest() {
        return hottest;
    }

    /** Each table's twelve months of size and cost, for the growth chart. */
    public ObservableList<LoadRows.TableMonths> growth() {
        return growth;
    }

    /** What the projection rests on (the workload, or the sample alone), or why it failed. */
    public ReadOnlyStringProperty projectionStatusProperty() {
        return projectionStatus.getReadOnlyProperty();
    }

    /**
     * Works the plan out again for {@code model} off the UI thread. Only the latest request's plan is
     * shown: a slower plan for a model changed since never replaces it.
     */
    public void refresh(Model model) {
        this.model = model;
        long request = ++latestRequest;
        if (model == null) {
            plan.set(null);
            patterns.clear();
            warnings.clear();
            costLines.clear();
            expiries.clear();
            cost.set("");
            projection.set(null);
            hottest.clear();
            growth.clear();
            projectionStatus.set("");
            return;
        }
        stale = !shown.get();
        if (stale) {
            status.set("Worked out when this tab is shown");
            return;
        }
        status.set("Working out the plan…");
        Prices prices = priceTable.region(region.get());
        Instant at = ttlAt.get() == null ? Instant.now() : ttlAt.get();
        // the plan and the load projection share one run of each pattern on the sample
        executor.submit("capacity plan", () -> planAndProjection(model, prices, at), result -> {
            if (request == latestRequest) {
                show(result.plan());
                showProjection(model, result);
            }
        }, error -> {
            if (request == latestRequest) {
                status.set("The capacity plan failed: " + error.getMessage());
            }
        });
    }

    /** A plan and its projection; the projection null (and {@code problem} why) when it could not be made. */
    private record Worked(CapacityPlan plan, LoadProjection projection, String problem) {
    }

    private static Worked planAndProjection(Model model, Prices prices, Instant ttlAt) {
        SampleRuns runs = SampleRuns.of(model);
        CapacityPlan plan = CapacityPlanner.plan(runs, prices, ttlAt);
        try {
            return new Worked(plan, LoadProjector.project(runs, plan, prices, Instant.now()), null);
        } catch (RuntimeException e) {
            // the plan stands on its own: a projection that cannot be made says why beside it
            return new Worked(plan, null, e.getMessage() == null ? e.toString() : e.getMessage());
        }
    }

    private void showProjection(Model model, Worked result) {
        LoadProjection p = result.projection();
        projection.set(p);
        if (p == null) {
            hottest.clear();
            growth.clear();
            projectionStatus.set("The load projection failed: " + result.problem());
            return;
        }
        hottest.setAll(LoadRows.hottest(p));
        growth.setAll(LoadRows.months(p));
        long over = hottest.stream().filter(h -> !h.passes()).count();
        projectionStatus.set((model.workload().isEmpty() ? "From the sample alone (no workload: set one in the "
                + "Workload tab)" : String.format(Locale.ROOT, "From the workload, horizon %,d days", p.horizonDays())) + " · "
                + (over == 0 ? "every hottest value fits one partition" : over + " of " + hottest.size()
                + " over one partition's limit"));
    }

    private void show(CapacityPlan result) {
        plan.set(result);
        patterns.setAll(result.patterns());
        warnings.setAll(result.warnings().isEmpty() ? List.of("No partition near its limit.") : result.warnings());
        CapacityPlan.MonthlyCost c = result.cost();
        cost.set(String.format(Locale.ROOT, "A month in %s: on demand %s · provisioned %s (%,d RCU, %,d WCU "
                        + "at %.0f%% utilisation)%s", result.prices().region(), money(c.onDemand()),
                money(c.provisioned()), c.provisionedRcu(), c.provisionedWcu(),
                result.prices().targetUtilization() * 100,
                c.onDemand() == null || c.provisioned() == null
                        ? "; unknown where the price table lacks a figure (type it in the price fields)" : ""));
        costLines.setAll(c.lines());
        expiries.setAll(result.expiries().stream().map(e -> String.format(Locale.ROOT,
                "%s: %d of %d sample items expired by %s (TTL attribute %s)%s", e.table(), e.expired(), e.items(),
                Instant.ofEpochSecond(e.atEpochSecond()), e.attribute(),
                e.expiredKeys().isEmpty() ? "" : ": " + String.join(", ", e.expiredKeys()))).toList());
        status.set(result.patterns().size() + " access patterns, run in memory on the model's sample items"
                + (userFileProblem == null ? "" : " · " + userFileProblem));
    }

    /** Dollars, or "unknown" for a cost the price table cannot give. */
    public static String money(Double value) {
        return value == null ? "unknown" : String.format(Locale.ROOT, "$%,.2f", value);
    }
}
