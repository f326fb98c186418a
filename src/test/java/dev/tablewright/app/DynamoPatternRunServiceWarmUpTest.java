package dev.tablewright.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.ModelMetadata;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.Table;
import java.util.ArrayList;
import java.util.Map;
import dev.tablewright.dynamo.Connection;
import dev.tablewright.dynamo.EmbeddedLocal;
import dev.tablewright.ui.common.TaskExecutor;
import dev.tablewright.ui.run.RunTarget;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The window's warm-up of the embedded DynamoDB Local: in the background, cancellable, and said while it lasts. */
class DynamoPatternRunServiceWarmUpTest {
    private final ExecutorService threads = Executors.newSingleThreadExecutor();
    /** Background work on a thread of its own, as the app's executor does it (no JavaFX needed). */
    private final TaskExecutor executor = new TaskExecutor() {
        @Override
        public <T> void submit(String name, java.util.concurrent.Callable<T> work, java.util.function.Consumer<T> onSuccess,
                               java.util.function.Consumer<Throwable> onError) {
            throw new UnsupportedOperationException("the warm-up is scheduled, not submitted");
        }

        @Override
        public void onUi(Runnable update) {
            update.run();
        }

        @Override
        public Scheduled schedule(String name, Duration delay, Runnable work) {
            var future = threads.submit(work);
            return () -> future.cancel(false);
        }
    };

    @AfterEach
    void stop() {
        threads.shutdownNow();
    }

    @Test
    void warmUpEmbedded_whenTheWarmUpIsSlow_returnsAtOnceAndStopsWhenCancelled() throws Exception {
        CountDownLatch started = new CountDownLatch(1);
        CountDownLatch finished = new CountDownLatch(1);
        AtomicBoolean sawCancel = new AtomicBoolean();
        DynamoPatternRunService service = new DynamoPatternRunService(null, cancel -> {
            started.countDown();
            try {
                // a warm-up checks its token between steps: this one checks every 10 ms for 30 s
                for (int i = 0; i < 3000 && !cancel.isCancelled(); i++) {
                    Thread.sleep(10);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            sawCancel.set(cancel.isCancelled());
            finished.countDown();
            return 1;
        });

        long start = System.nanoTime();
        service.warmUpEmbedded(executor, () -> null, tables -> { });
        long returnedAfter = (System.nanoTime() - start) / 1_000_000;

        assertThat(started.await(10, TimeUnit.SECONDS)).as("the warm-up started").isTrue();
        assertThat(returnedAfter).as("ms before warmUpEmbedded returned").isLessThan(1000);
        assertThat(finished.getCount()).as("the warm-up is still running").isEqualTo(1);
        service.cancelWarmUp();
        assertThat(finished.await(10, TimeUnit.SECONDS)).as("the warm-up stopped once cancelled").isTrue();
        assertThat(sawCancel).isTrue();
    }

    @Test
    void warmUpEmbedded_whenAModelIsOpen_deploysItThereAndNamesItsTables() throws Exception {
        DynamoPatternRunService service = new DynamoPatternRunService(null, cancel -> 0);
        AtomicReference<List<String>> prepared = new AtomicReference<>();
        CountDownLatch done = new CountDownLatch(1);

        service.warmUpEmbedded(executor, () -> oneTable("Warmed", 3), tables -> {
            prepared.set(tables);
            done.countDown();
        });

        assertThat(done.await(120, TimeUnit.SECONDS)).as("the model was deployed").isTrue();
        assertThat(prepared.get()).containsExactly("Warmed");
        assertThat(EmbeddedLocal.isStarted(null)).isTrue();
        assertThat(EmbeddedLocal.client(null).listTables().tableNames()).contains("Warmed");
        assertThat(service.waitFor(new RunTarget("Embedded", Connection.embedded()))).isEmpty();
    }

    private static Model oneTable(String name, int count) {
        List<Item> items = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            items.add(Item.of(Map.of("PK", AttributeValue.s("item-" + i))));
        }
        Table table = Table.of(name, KeySchema.of(KeyAttribute.of("PK", ScalarType.S))).withItems(items);
        return new Model(name, ModelMetadata.of("test"), List.of(table), List.of(), null);
    }

    @Test
    void waitFor_whenOtherConnection_isEmpty() {
        DynamoPatternRunService service = new DynamoPatternRunService(null);

        assertThat(service.waitFor(new RunTarget("remote", Connection.endpoint("http://localhost:1")))).isEmpty();
    }
}
