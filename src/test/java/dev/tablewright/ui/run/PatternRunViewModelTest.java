package dev.tablewright.ui.run;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.Model;
import dev.tablewright.ui.common.TaskExecutor;
import dev.tablewright.model.Item;
import dev.tablewright.patterns.BoundPattern;
import dev.tablewright.engine.Explanation;
import dev.tablewright.engine.InMemoryEngine;
import dev.tablewright.patterns.PatternResult;
import dev.tablewright.patterns.PatternRun;
import dev.tablewright.patterns.PatternRunner;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Running patterns by clicking, without a toolkit. */
class PatternRunViewModelTest {
    private static Model hrOe() throws Exception {
        return ModelFiles.read(Path.of("models/hr-oe.json")).model();
    }

    @Test
    void run_whenShardedPattern5InMemory_shows15ShardsAndTheMergedItems() throws Exception {
        Model model = hrOe();
        PatternRunViewModel run = new PatternRunViewModel(TaskExecutor.sameThread(), () -> model, null);

        run.patternProperty().set(model.accessPatterns().get(4));
        assertThat(run.parameters()).extracting(PatternRunViewModel.ParameterValue::name).contains("from", "to");
        run.run();

        assertThat(run.shards()).hasSize(15);
        assertThat(run.items()).hasSize(11);
        assertThat(run.shards().stream().mapToInt(PatternRunViewModel.ShardRow::count).sum()).isEqualTo(11);
        assertThat(run.summaryProperty().get()).startsWith("In memory: Count 11 · ScannedCount 11").endsWith("15 shards");
        assertThat(run.requestProperty().get()).contains("\"IndexName\" : \"GSI2\"").contains("ExpressionAttributeValues");
    }

    @Test
    void run_whenWriteShardedPattern5_showsEveryShardsRequest() throws Exception {
        Model model = hrOe();
        PatternRunViewModel run = new PatternRunViewModel(TaskExecutor.sameThread(), () -> model, null);
        run.patternProperty().set(model.accessPatterns().get(4));

        run.run();

        String request = run.requestProperty().get();
        assertThat(request.split("\"TableName\"", -1)).as("one request per shard").hasSize(16);
        for (int shard = 0; shard < 15; shard++) {
            assertThat(request).as("shard " + shard + "'s request").contains("Shard " + shard + " of 15 (bucket = " + shard + ")");
        }
        assertThat(request).contains("\"N\" : \"14\"");
    }

    @Test
    void choose_showsTheRequestBeforeTheRunAndFollowsTheValues() throws Exception {
        Model model = hrOe();
        PatternRunViewModel run = new PatternRunViewModel(TaskExecutor.sameThread(), () -> model, null);

        run.patternProperty().set(model.accessPatterns().get(4));
        assertThat(run.requestProperty().get()).as("before any run").contains("\"IndexName\" : \"GSI2\"")
                .contains("OPEN#2024-05-31");
        run.parameters().stream().filter(p -> p.name().equals("to")).findFirst().orElseThrow().value().set("2024-05-02");

        assertThat(run.requestProperty().get()).contains("OPEN#2024-05-02").doesNotContain("OPEN#2024-05-31");
        assertThat(run.items()).as("nothing ran").isEmpty();
    }

    @Test
    void run_whenParameterChanged_usesTheNewValue() throws Exception {
        Model model = hrOe();
        PatternRunViewModel run = new PatternRunViewModel(TaskExecutor.sameThread(), () -> model, null);
        run.patternProperty().set(model.accessPatterns().get(4));

        run.parameters().stream().filter(p -> p.name().equals("to")).findFirst().orElseThrow().value().set("2024-05-02");
        run.run();

        assertThat(run.items()).hasSizeLessThan(11);
        assertThat(run.requestProperty().get()).contains("OPEN#2024-05-02");
    }

    @Test
    void run_whenNoConnectionWired_saysSoInsteadOfHanging() throws Exception {
        Model model = hrOe();
        PatternRunViewModel run = new PatternRunViewModel(TaskExecutor.sameThread(), () -> model, null);
        run.patternProperty().set(model.accessPatterns().get(4));
        run.targetProperty().set(run.targets().get(1));
        assertThat(run.resultGrid().emptyMessageProperty().get()).as("before the run").contains("Run the pattern");

        run.run();

        assertThat(run.summaryProperty().get()).contains("failed: no DynamoDB connection is wired");
        assertThat(run.runningProperty().get()).isFalse();
        assertThat(run.resultGrid().emptyMessageProperty().get()).isEqualTo("No items: the run failed (see above).");
    }

    /** Runs in memory but drops the last item and says so under another name: a second engine that disagrees. */
    private static PatternRunService disagreeing() {
        RunTarget other = new RunTarget("Other engine", dev.tablewright.dynamo.Connection.endpoint("http://localhost:1"));
        return new PatternRunService() {
            @Override
            public List<RunTarget> targets() {
                return List.of(other);
            }

            @Override
            public PatternRun run(RunTarget target, Model model, BoundPattern bound) {
                PatternResult full = PatternRunner.run(InMemoryEngine.of(model), bound);
                List<Item> fewer = full.items().subList(0, full.items().size() - 1);
                return new PatternRun(new PatternResult(bound, fewer, fewer.size(), full.scannedCount(),
                        full.consumedCapacity(), full.shards()), List.of(), 1.0);
            }
        };
    }

    @Test
    void targets_whenDynamoDbWired_defaultToItsFirstEngineAndKeepAChoiceOfMemory() throws Exception {
        Model model = hrOe();
        PatternRunViewModel run = new PatternRunViewModel(TaskExecutor.sameThread(), () -> model, disagreeing());
        assertThat(run.targetProperty().get().name()).isEqualTo("Other engine");

        run.targetProperty().set(RunTarget.MEMORY);
        run.refreshTargets();

        assertThat(run.targetProperty().get()).isEqualTo(RunTarget.MEMORY);
        assertThat(new PatternRunViewModel(TaskExecutor.sameThread(), () -> model, null).targetProperty().get())
                .as("without DynamoDB wired in, runs stay in memory").isEqualTo(RunTarget.MEMORY);
    }

    @Test
    void run_whenComparedWithAnEngineThatDisagrees_listsTheMissingItem() throws Exception {
        Model model = hrOe();
        PatternRunViewModel run = new PatternRunViewModel(TaskExecutor.sameThread(), () -> model, disagreeing());
        run.patternProperty().set(model.accessPatterns().get(4));
        run.targetProperty().set(RunTarget.MEMORY);
        run.compareWithProperty().set(run.targets().get(1));

        run.run();

        assertThat(run.comparisonProperty().get()).isNotNull();
        assertThat(run.comparisonProperty().get().same()).isFalse();
        assertThat(run.comparisonProperty().get().summary())
                .isEqualTo("Different: In memory returned 11, Other engine 10; 1 only on In memory.");
        assertThat(run.differences()).hasSize(1).allMatch(line -> line.startsWith("only on In memory: {"));
        assertThat(run.compareSummaryProperty().get()).startsWith("Other engine: Count 10");
        assertThat(run.runningProperty().get()).isFalse();
    }

    @Test
    void run_whenComparedWithTheSameEngine_saysTheResultsAgree() throws Exception {
        Model model = hrOe();
        PatternRunViewModel run = new PatternRunViewModel(TaskExecutor.sameThread(), () -> model, new PatternRunService() {
            @Override
            public List<RunTarget> targets() {
                return List.of(new RunTarget("Twin", dev.tablewright.dynamo.Connection.endpoint("http://localhost:1")));
            }

            @Override
            public PatternRun run(RunTarget target, Model m, BoundPattern bound) {
                return new PatternRun(PatternRunner.run(InMemoryEngine.of(m), bound), List.of(), 1.0);
            }
        });
        run.patternProperty().set(model.accessPatterns().get(0));
        run.targetProperty().set(RunTarget.MEMORY);
        run.compareWithProperty().set(run.targets().get(1));

        run.run();

        assertThat(run.comparisonProperty().get().same()).isTrue();
        assertThat(run.comparisonProperty().get().summary()).startsWith("Same result on In memory and Twin: ");
        assertThat(run.differences()).isEmpty();
    }

    @Test
    void run_whenTheEngineIsStillStarting_saysWhyTheRunWaits() throws Exception {
        Model model = hrOe();
        List<Runnable> queued = new java.util.ArrayList<>();
        TaskExecutor later = new TaskExecutor() {
            @Override
            public <T> void submit(String name, java.util.concurrent.Callable<T> work, java.util.function.Consumer<T> onSuccess,
                                   java.util.function.Consumer<Throwable> onError) {
                queued.add(() -> TaskExecutor.sameThread().submit(name, work, onSuccess, onError));
            }

            @Override
            public void onUi(Runnable update) {
                update.run();
            }

            @Override
            public Scheduled schedule(String name, java.time.Duration delay, Runnable work) {
                queued.add(work);
                return () -> { };
            }
        };
        PatternRunViewModel run = new PatternRunViewModel(later, () -> model, new PatternRunService() {
            @Override
            public List<RunTarget> targets() {
                return List.of(new RunTarget("Embedded DynamoDB Local", dev.tablewright.dynamo.Connection.embedded()));
            }

            @Override
            public java.util.Optional<String> waitFor(RunTarget target) {
                return java.util.Optional.of("Starting DynamoDB Local…");
            }

            @Override
            public PatternRun run(RunTarget target, Model m, BoundPattern bound) {
                return new PatternRun(PatternRunner.run(InMemoryEngine.of(m), bound), List.of(), 1.0);
            }
        });
        run.patternProperty().set(model.accessPatterns().get(0));

        run.run();

        assertThat(run.summaryProperty().get())
                .isEqualTo("Starting DynamoDB Local… The run on Embedded DynamoDB Local starts when it is ready.");
        assertThat(run.runningProperty().get()).isTrue();
        queued.forEach(Runnable::run);
        assertThat(run.summaryProperty().get()).startsWith("Embedded DynamoDB Local: Count ");
    }

    @Test
    void run_whenDone_showsTheItemsInTheGridGroupedByTheIndexKeys() throws Exception {
        Model model = hrOe();
        PatternRunViewModel run = new PatternRunViewModel(TaskExecutor.sameThread(), () -> model, null);
        run.patternProperty().set(model.accessPatterns().get(4));

        run.run();

        assertThat(run.resultGrid().rows()).hasSize(11);
        assertThat(run.resultGrid().keyColumns()).containsExactly("GSI-Bucket", "Data");
        assertThat(run.resultGrid().captionProperty().get()).contains("11 items on In memory");
    }

    @Test
    void explain_whenItemNotReturned_givesTheEnginesReason() throws Exception {
        Model model = hrOe();
        PatternRunViewModel run = new PatternRunViewModel(TaskExecutor.sameThread(), () -> model, null);
        run.patternProperty().set(model.accessPatterns().get(4));
        assertThat(run.explain(model.tables().get(0).allItems().get(0))).isEmpty();
        run.run();

        Item returned = run.items().get(0);
        Item employee = model.tables().get(0).allItems().stream()
                .filter(i -> i.get("PK").toString().contains("HR-E")).findFirst().orElseThrow();

        assertThat(run.explain(returned)).get().extracting(Explanation::included).isEqualTo(true);
        assertThat(run.explain(employee)).get().satisfies(e -> {
            assertThat(e.included()).isFalse();
            assertThat(e.reason()).isNotBlank();
        });
    }

    @Test
    void run_whenFanOutIsOverTenThousandShards_saysWhyAndRunsNothing() throws Exception {
        Model huge = ModelFiles.read(java.nio.file.Files.readString(Path.of("models/hr-oe.json"))
                .replace("\"Last\": 14", "\"Last\": 100000000"), Path.of("fan-out.json")).model();
        PatternRunViewModel run = new PatternRunViewModel(TaskExecutor.sameThread(), () -> huge, null);

        run.patternProperty().set(huge.accessPatterns().get(4));
        run.run();

        assertThat(run.summaryProperty().get()).as("the Run tab's summary")
                .startsWith("Cannot run: pattern '").endsWith("FanOut over 0..100000000 is 100000001 shards, "
                        + "one request each; use at most 10000 shards");
        assertThat(run.shards()).as("no shard ran").isEmpty();
        assertThat(run.requestProperty().get()).as("no request is shown").isEmpty();
    }
}
