package dev.tablewright.app;

import dev.tablewright.ui.common.TaskExecutor;
import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.logging.Level;
import java.util.logging.Logger;
import javafx.application.Platform;

/**
 * The app's one background executor: named daemon threads, uncaught exceptions logged, outcomes
 * delivered on the JavaFX thread. Delayed work (the autosave) runs on the same threads.
 */
public final class FxTaskExecutor implements TaskExecutor, AutoCloseable {
    private static final Logger LOG = Logger.getLogger(FxTaskExecutor.class.getName());
    private final ScheduledExecutorService pool;

    public FxTaskExecutor(int threads) {
        AtomicInteger count = new AtomicInteger();
        ThreadFactory factory = runnable -> {
            Thread thread = new Thread(runnable, "tablewright-worker-" + count.incrementAndGet());
            thread.setDaemon(true);
            thread.setUncaughtExceptionHandler((t, e) -> LOG.log(Level.SEVERE, "uncaught in " + t.getName(), e));
            return thread;
        };
        pool = Executors.newScheduledThreadPool(threads, factory);
    }

    @Override
    public <T> void submit(String name, Callable<T> work, Consumer<T> onSuccess, Consumer<Throwable> onError) {
        handOver(name, () -> pool.execute(logged(name, () -> {
            try {
                T result = work.call();
                Platform.runLater(() -> onSuccess.accept(result));
            } catch (Exception | Error e) {
                LOG.log(Level.FINE, name + " failed", e);
                Platform.runLater(() -> onError.accept(e));
            }
        })));
    }

    /**
     * Starts {@code work} on a worker and returns its future, for the FX thread to {@link #join}
     * once it has done what it can meanwhile: only for start-up, where the window cannot be shown
     * without the answer (a callback through {@link #submit} would wait for start() to return).
     */
    public <T> Future<T> compute(String name, Callable<T> work) {
        return pool.submit(() -> {
            try {
                return work.call();
            } catch (Exception | Error e) {
                LOG.log(Level.FINE, name + " failed", e);
                throw e;
            }
        });
    }

    /** The answer of {@code future}; its failure rethrown as it was (a checked one wrapped). */
    public static <T> T join(Future<T> future) {
        try {
            return future.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for the window's start", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    @Override
    public void onUi(Runnable update) {
        if (Platform.isFxApplicationThread()) {
            update.run();
        } else {
            Platform.runLater(update);
        }
    }

    @Override
    public Scheduled schedule(String name, Duration delay, Runnable work) {
        AtomicReference<ScheduledFuture<?>> future = new AtomicReference<>();
        handOver(name, () -> future.set(pool.schedule(logged(name, work), delay.toMillis(), TimeUnit.MILLISECONDS)));
        return () -> {
            if (future.get() != null) {
                future.get().cancel(false);
            }
        };
    }

    /**
     * Hands {@code name} to the pool, or drops it when the executor is closed: a window closing (or a test's window
     * replaced) may still deliver an outcome whose callback asks for follow-up work, and that must not
     * throw on the JavaFX thread.
     */
    private void handOver(String name, Runnable handing) {
        try {
            handing.run();
        } catch (RejectedExecutionException e) {
            if (!pool.isShutdown()) {
                throw e;
            }
            LOG.fine(() -> name + " dropped: the executor is closed");
        }
    }

    /** A scheduled pool keeps a task's exception in its future, where nobody looks: log it instead. */
    private static Runnable logged(String name, Runnable work) {
        return () -> {
            try {
                work.run();
            } catch (RuntimeException | Error e) {
                LOG.log(Level.SEVERE, name + " failed", e);
            }
        };
    }

    @Override
    public void close() {
        pool.shutdownNow();
    }
}
