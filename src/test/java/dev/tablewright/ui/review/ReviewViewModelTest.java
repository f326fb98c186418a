package dev.tablewright.ui.review;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.ModelMetadata;
import dev.tablewright.model.Operation;
import dev.tablewright.model.Parameter;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import dev.tablewright.review.ReviewCode;
import dev.tablewright.review.ReviewFinding;
import dev.tablewright.review.ReviewOptions;
import dev.tablewright.ui.common.TaskExecutor;
import dev.tablewright.ui.mainwindow.MainWindowViewModel;
import dev.tablewright.ui.testing.DeferredTaskExecutor;
import dev.tablewright.ui.testing.TestServices;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The Review tab's state, without a toolkit: findings, the latest edit winning, fixes applied and undone. */
class ReviewViewModelTest {
    private static final KeyAttribute ORDER = KeyAttribute.of("OrderId", ScalarType.S);

    /**
     * Orders read by id and by date (ByDate), with an index no pattern reads (ByStatus, with ALL
     * projected), and a reader of ByDate that asks only for keys (a projection finding).
     */
    private static Model flawed() {
        List<Item> items = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            items.add(Item.of(Map.of("OrderId", AttributeValue.s("o" + i), "Status", AttributeValue.s(i % 2 == 0 ? "OPEN"
                    : "CLOSED"), "OrderDate", AttributeValue.s("2026-01-" + (10 + i % 4)),
                    "Body", AttributeValue.s("x".repeat(1500)))));
        }
        Table orders = Table.of("Orders", KeySchema.of(ORDER)).withItems(items).withIndexes(List.of(
                SecondaryIndex.gsi("ByDate", KeySchema.of(KeyAttribute.of("OrderDate", ScalarType.S), ORDER),
                        Projection.all()),
                SecondaryIndex.gsi("ByStatus", KeySchema.of(KeyAttribute.of("Status", ScalarType.S), ORDER),
                        Projection.all())), List.of());
        AccessPattern byId = AccessPattern.builder("an order", "Orders", Operation.GetItem).partitionKey("${id}")
                .parameters(List.of(Parameter.of("id", "o1"))).frequency(10).build();
        AccessPattern byDate = AccessPattern.builder("order ids of a day", "Orders", Operation.Query).index("ByDate")
                .partitionKey("${day}").parameters(List.of(Parameter.of("day", "2026-01-10")))
                .projection(List.of("OrderId")).frequency(5).build();
        return new Model("orders", ModelMetadata.of(""), List.of(orders), List.of(byId, byDate), null);
    }

    private static Model clean() {
        Model model = flawed();
        Table orders = model.tables().get(0);
        return model.withTable(orders.withIndexes(List.of(), List.of()))
                .withAccessPatterns(List.of(model.accessPatterns().get(0)));
    }

    private static ReviewFinding finding(ReviewViewModel review, ReviewCode code) {
        return review.findings().stream().filter(f -> f.code() == code).findFirst().orElseThrow(() ->
                new AssertionError("no " + code + " in " + review.findings()));
    }

    @Test
    void refresh_whenTheModelHasFlaws_listsItsFindingsAndCountsThem() {
        ReviewViewModel review = new ReviewViewModel(TaskExecutor.sameThread(), ReviewOptions.defaults());

        review.refresh(flawed());

        assertThat(review.findings()).extracting(ReviewFinding::code)
                .containsExactlyInAnyOrder(ReviewCode.UNUSED_INDEX, ReviewCode.PROJECTION_COST);
        assertThat(review.statusProperty().get()).isEqualTo("2 findings: 2 warnings");
        assertThat(ReviewViewModel.canApply(finding(review, ReviewCode.UNUSED_INDEX))).isTrue();
        assertThat(ReviewViewModel.where(finding(review, ReviewCode.UNUSED_INDEX))).isEqualTo("Orders/ByStatus");
        assertThat(review.reviewingProperty().get()).isFalse();

        review.refresh(clean());
        assertThat(review.findings()).isEmpty();
        assertThat(review.statusProperty().get()).isEqualTo("No findings");
    }

    @Test
    void refresh_whenAnOlderReviewFinishesLast_keepsTheLatestModelsFindings() {
        DeferredTaskExecutor executor = new DeferredTaskExecutor();
        ReviewViewModel review = new ReviewViewModel(executor, ReviewOptions.defaults());

        review.refresh(flawed());
        review.refresh(clean());
        assertThat(review.statusProperty().get()).isEqualTo("Reviewing…");
        assertThat(review.reviewingProperty().get()).isTrue();
        executor.runLast(); // the clean model's review answers first
        executor.runNext(); // then the flawed one's, slower and older

        assertThat(review.findings()).as("the older review's findings never replace the newer").isEmpty();
        assertThat(review.statusProperty().get()).isEqualTo("No findings");
        assertThat(review.reviewingProperty().get()).isFalse();
    }

    @Test
    void refresh_whenTheTabIsHidden_reviewsNothingUntilItIsShownThenTheLatestModel() {
        DeferredTaskExecutor executor = new DeferredTaskExecutor();
        ReviewViewModel review = new ReviewViewModel(executor, ReviewOptions.defaults());
        review.shownProperty().set(false);

        review.refresh(clean());
        review.refresh(flawed());

        assertThat(executor.pending()).as("no review runs while the tab is hidden").isZero();
        assertThat(review.reviewingProperty().get()).isFalse();
        assertThat(review.statusProperty().get()).isEqualTo("Reviewed when this tab is shown");

        review.shownProperty().set(true);
        assertThat(executor.pending()).as("one review, of the latest model").isEqualTo(1);
        executor.runNext();
        assertThat(review.findings()).extracting(ReviewFinding::code)
                .containsExactlyInAnyOrder(ReviewCode.UNUSED_INDEX, ReviewCode.PROJECTION_COST);

        review.shownProperty().set(false);
        review.shownProperty().set(true);
        assertThat(executor.pending()).as("shown again with nothing changed: no new review").isZero();
    }

    @Test
    void mainWindow_whenAnotherTabIsShown_editsDoNotStartReviews() {
        DeferredTaskExecutor executor = new DeferredTaskExecutor();
        MainWindowViewModel window = TestServices.mainWindow(executor);
        window.toolProperty().set(MainWindowViewModel.Tool.ITEMS);

        window.review().refresh(flawed());

        assertThat(window.review().shownProperty().get()).isFalse();
        assertThat(window.review().reviewingProperty().get()).isFalse();
        window.toolProperty().set(MainWindowViewModel.Tool.REVIEW);
        assertThat(window.review().reviewingProperty().get()).as("the Review tab shown: reviewed now").isTrue();
    }

    @Test
    void apply_whenTheFixDropsAnUnusedIndex_editsTheModelAndUndoRestoresItExactly() {
        MainWindowViewModel window = TestServices.mainWindow(TaskExecutor.sameThread());
        window.toolProperty().set(MainWindowViewModel.Tool.REVIEW); // fixes are applied from the Review tab
        Model original = flawed();
        window.show(original, null);
        ReviewViewModel review = window.review();
        assertThat(review.findings()).hasSize(2);

        assertThat(review.apply(finding(review, ReviewCode.UNUSED_INDEX))).isTrue();

        assertThat(window.modelProperty().get().tables().get(0).findIndex("ByStatus")).isEmpty();
        assertThat(window.undoLabelProperty().get()).isEqualTo("Review fix: drop index ByStatus of table Orders");
        assertThat(review.findings()).as("reviewed again after the fix").extracting(ReviewFinding::code)
                .containsExactly(ReviewCode.PROJECTION_COST);

        window.undo();

        assertThat(window.modelProperty().get()).isSameAs(original).isEqualTo(flawed());
        assertThat(window.dirtyProperty().get()).isFalse();
        assertThat(review.findings()).as("reviewed again after Undo").hasSize(2);
    }

    @Test
    void apply_whenTheFixIsAKeysOnlyProjection_setsItAndTheFindingGoes() {
        MainWindowViewModel window = TestServices.mainWindow(TaskExecutor.sameThread());
        window.toolProperty().set(MainWindowViewModel.Tool.REVIEW); // fixes are applied from the Review tab
        window.show(flawed(), null);
        ReviewViewModel review = window.review();

        review.apply(finding(review, ReviewCode.PROJECTION_COST));

        assertThat(window.modelProperty().get().tables().get(0).findIndex("ByDate").orElseThrow().projection())
                .isEqualTo(Projection.keysOnly());
        assertThat(review.findings()).as("PROJECTION_COST goes; on a live table the new projection rebuilds ByDate, "
                        + "which patterns read, until the model is saved").extracting(ReviewFinding::code)
                .containsExactly(ReviewCode.UNUSED_INDEX, ReviewCode.INDEX_DROPPED_IN_USE);
    }

    @Test
    void apply_whenTheModelNoLongerHasTheIndex_leavesTheModelAndSaysWhy() {
        MainWindowViewModel window = TestServices.mainWindow(TaskExecutor.sameThread());
        window.toolProperty().set(MainWindowViewModel.Tool.REVIEW); // fixes are applied from the Review tab
        window.show(flawed(), null);
        ReviewViewModel review = window.review();
        ReviewFinding unused = finding(review, ReviewCode.UNUSED_INDEX);
        review.apply(unused);
        Model afterFirst = window.modelProperty().get();

        assertThat(review.apply(unused)).isFalse();

        assertThat(window.modelProperty().get()).isSameAs(afterFirst);
        assertThat(review.statusProperty().get()).startsWith("Could not drop index ByStatus of table Orders: ")
                .contains("has no index ByStatus");
    }

    @Test
    void show_whenAFindingIsAboutAnIndexOrAPattern_movesTheWindowThere() {
        MainWindowViewModel window = TestServices.mainWindow(TaskExecutor.sameThread());
        window.toolProperty().set(MainWindowViewModel.Tool.REVIEW); // fixes are applied from the Review tab
        window.show(flawed(), null);
        window.toolProperty().set(MainWindowViewModel.Tool.REVIEW);
        ReviewViewModel review = window.review();

        review.show(finding(review, ReviewCode.UNUSED_INDEX));

        assertThat(window.toolProperty().get()).isEqualTo(MainWindowViewModel.Tool.ITEMS);
        assertThat(window.grid().shownIndex()).isEqualTo("ByStatus");
        assertThat(window.navigator().selectedProperty().get().target()).isEqualTo("ByStatus");

        review.show(new ReviewFinding(ReviewCode.SCAN_PATTERN, dev.tablewright.review.ReviewSeverity.INFO, "Orders",
                null, "an order", "m", "f", Map.of(), dev.tablewright.review.ReviewSubject.pattern("Orders", "an order"),
                null));

        assertThat(window.toolProperty().get()).isEqualTo(MainWindowViewModel.Tool.RUN);
        assertThat(window.run().patternProperty().get().name()).isEqualTo("an order");
    }

    /** Works each task out at once but holds its answer until the test delivers it, in any order. */
    private static final class LateAnswers implements TaskExecutor {
        private final List<Runnable> answers = new ArrayList<>();

        @Override
        public <T> void submit(String name, java.util.concurrent.Callable<T> work, java.util.function.Consumer<T> onSuccess,
                               java.util.function.Consumer<Throwable> onError) {
            try {
                T result = work.call();
                answers.add(() -> onSuccess.accept(result));
            } catch (Exception e) {
                answers.add(() -> onError.accept(e));
            }
        }

        @Override
        public void onUi(Runnable update) {
            update.run();
        }

        @Override
        public Scheduled schedule(String name, java.time.Duration delay, Runnable work) {
            work.run();
            return () -> { };
        }
    }

    @Test
    void refresh_whenAReviewAlreadyWorkedOutAnswersAfterANewerOne_dropsTheOlderAnswer() {
        LateAnswers executor = new LateAnswers();
        ReviewViewModel review = new ReviewViewModel(executor, ReviewOptions.defaults());

        review.refresh(flawed());
        review.refresh(clean());
        executor.answers.remove(1).run(); // the clean model's answer first
        executor.answers.remove(0).run(); // then the flawed model's, worked out but late

        assertThat(review.findings()).isEmpty();
        assertThat(review.statusProperty().get()).isEqualTo("No findings");
    }

    @Test
    void apply_whenTheFixAddsWriteShards_shardsTheHotValueAndTheReviewSeesTheShards() {
        List<Item> items = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            items.add(Item.of(Map.of("OrderId", AttributeValue.s("o" + i), "Status",
                    AttributeValue.s(i % 5 == 0 ? "OPEN" : "CLOSED"), "OrderDate", AttributeValue.s("2026-01-" + (10 + i % 5)))));
        }
        Table orders = Table.of("Orders", KeySchema.of(ORDER)).withItems(items).withIndexes(List.of(SecondaryIndex.gsi(
                "ByStatus", KeySchema.of(KeyAttribute.of("Status", ScalarType.S), KeyAttribute.of("OrderDate",
                        ScalarType.S)), Projection.all())), List.of());
        AccessPattern open = AccessPattern.builder("open orders", "Orders", Operation.Query).index("ByStatus")
                .partitionKey("OPEN").frequency(1).build();
        MainWindowViewModel window = dev.tablewright.app.MainWindowComposition.mainWindow(TaskExecutor.sameThread(),
                TestServices.modelFiles(), TestServices.countingDeploy(), null, null);
        ReviewViewModel review = new ReviewViewModel(TaskExecutor.sameThread(),
                ReviewOptions.defaults().withProjectedItems(Map.of("Orders", 3_000_000L)));
        window.modelProperty().addListener((obs, old, now) -> review.refresh(now));
        review.connect(subject -> { }, window::edit);
        Model original = new Model("orders", ModelMetadata.of(""), List.of(orders), List.of(open), null);
        window.show(original, null);
        ReviewFinding sharding = finding(review, ReviewCode.WRITE_SHARDING);
        assertThat(sharding.severity()).isEqualTo(dev.tablewright.review.ReviewSeverity.WARNING);
        int shards = sharding.figures().get("paddedShards").intValue();

        review.apply(sharding);

        Model sharded = window.modelProperty().get();
        assertThat(sharded.tables().get(0).items()).extracting(i -> ((AttributeValue.S) i.get("Status")).value())
                .doesNotContain("OPEN").contains("OPEN#0", "OPEN#" + (shards - 1));
        assertThat(sharded.findPattern("open orders").orElseThrow().fanOut().count()).isEqualTo(shards);
        assertThat(finding(review, ReviewCode.WRITE_SHARDING).message()).as("reviewed again: the shards are seen")
                .startsWith("already write-sharded over " + shards + " values");

        window.undo();

        assertThat(window.modelProperty().get()).isSameAs(original);
        assertThat(finding(review, ReviewCode.WRITE_SHARDING).message()).startsWith("a hot partition key: the value OPEN");
    }

    @Test
    void show_whenAFindingIsAboutItems_showsTheirTableAndSelectsTheFirst() {
        MainWindowViewModel window = TestServices.mainWindow(TaskExecutor.sameThread());
        window.toolProperty().set(MainWindowViewModel.Tool.REVIEW); // fixes are applied from the Review tab
        window.show(flawed(), null);
        Item first = Item.of(Map.of("OrderId", AttributeValue.s("o3")));

        window.review().show(new ReviewFinding(ReviewCode.ITEM_SIZE, dev.tablewright.review.ReviewSeverity.WARNING,
                "Orders", null, null, "m", "f", Map.of(), dev.tablewright.review.ReviewSubject.items("Orders", null,
                List.of(first)), null));

        assertThat(window.toolProperty().get()).isEqualTo(MainWindowViewModel.Tool.ITEMS);
        assertThat(window.grid().shownTable()).isEqualTo("Orders");
        assertThat(window.grid().shownIndex()).isNull();
        assertThat(window.editedItemProperty().get()).isEqualTo(first);
        assertThat(window.grid().indexOf(first)).isNotNegative();
    }
}
