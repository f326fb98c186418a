package dev.tablewright.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The app's one executor: delayed work runs on its named daemon threads, and can be cancelled. */
class FxTaskExecutorTest {
    private final FxTaskExecutor executor = new FxTaskExecutor(2);

    @AfterEach
    void close() {
        executor.close();
    }

    @Test
    void schedule_whenDelayPasses_runsOnAWorkerThread() throws Exception {
        CountDownLatch ran = new CountDownLatch(1);
        AtomicReference<Thread> thread = new AtomicReference<>();
        long start = System.nanoTime();

        executor.schedule("test", Duration.ofMillis(100), () -> {
            thread.set(Thread.currentThread());
            ran.countDown();
        });

        assertThat(ran.await(10, TimeUnit.SECONDS)).as("the work ran").isTrue();
        assertThat(Duration.ofNanos(System.nanoTime() - start)).as("not before its delay")
                .isGreaterThanOrEqualTo(Duration.ofMillis(100));
        assertThat(thread.get().getName()).startsWith("tablewright-worker-");
        assertThat(thread.get().isDaemon()).isTrue();
    }

    @Test
    void schedule_whenCancelledBeforeTheDelay_neverRuns() throws Exception {
        AtomicBoolean cancelledRan = new AtomicBoolean();
        CountDownLatch laterRan = new CountDownLatch(1);

        executor.schedule("cancelled", Duration.ofMillis(200), () -> cancelledRan.set(true)).cancel();
        executor.schedule("later", Duration.ofMillis(400), laterRan::countDown);

        assertThat(laterRan.await(10, TimeUnit.SECONDS)).isTrue();
        assertThat(cancelledRan).as("cancelled work does not run").isFalse();
    }

    @Test
    void compute_join_givesTheAnswerMadeOnAWorkerThread() {
        var answer = executor.compute("test", () -> Thread.currentThread().getName());

        assertThat(FxTaskExecutor.join(answer)).startsWith("tablewright-worker-");
    }

    @Test
    void compute_join_rethrowsTheWorksFailureAsItWas() {
        var failed = executor.compute("test", () -> {
            throw new IllegalArgumentException("no such model");
        });

        assertThatThrownBy(() -> FxTaskExecutor.join(failed)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("no such model");
    }

    @Test
    void compute_join_wrapsACheckedFailure() {
        var failed = executor.compute("test", () -> {
            throw new java.io.IOException("disk gone");
        });

        assertThatThrownBy(() -> FxTaskExecutor.join(failed)).isInstanceOf(IllegalStateException.class)
                .hasRootCauseInstanceOf(java.io.IOException.class).hasRootCauseMessage("disk gone");
    }

    @Test
    void submit_whenTheExecutorIsClosed_dropsTheWorkWithoutThrowing() throws Exception {
        // a closing window's last outcome may ask for follow-up work; before, that threw
        // RejectedExecutionException on the JavaFX thread, and TestFX failed the next test with it
        AtomicBoolean called = new AtomicBoolean();
        executor.close();

        executor.submit("after close", () -> "x", r -> called.set(true), e -> called.set(true));
        executor.schedule("after close", Duration.ofMillis(1), () -> called.set(true)).cancel();

        Thread.sleep(100);
        assertThat(called).as("dropped work never runs nor calls back").isFalse();
    }
}
