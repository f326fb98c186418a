package dev.tablewright.app;

import dev.tablewright.ui.common.TaskExecutor;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.logging.Level;
import java.util.logging.Logger;
import javafx.application.Platform;

/**
 * The app's one background executor: named daemon threads, uncaught exceptions logged, outcomes
 * delivered on the JavaFX thread.
 */
public final class FxTaskExecutor implements TaskExecutor, AutoCloseable {
    private static final Logger LOG = Logger.getLogger(FxTaskExecutor.class.getName());
    private final ExecutorService pool;

    public FxTaskExecutor(int threads) {
        AtomicInteger count = new AtomicInteger();
        ThreadFactory factory = runnable -> {
            Thread thread = new Thread(runnable, "tablewright-worker-" + count.incrementAndGet());
            thread.setDaemon(true);
            thread.setUncaughtExceptionHandler((t, e) -> LOG.log(Level.SEVERE, "uncaught in " + t.getName(), e));
            return thread;
        };
        pool = Executors.newFixedThreadPool(threads, factory);
    }

    @Override
    public <T> void submit(String name, Callable<T> work, Consumer<T> onSuccess, Consumer<Throwable> onError) {
        pool.execute(() -> {
            try {
                T result = work.call();
                Platform.runLater(() -> onSuccess.accept(result));
            } catch (Exception | Error e) {
                LOG.log(Level.FINE, name + " failed", e);
                Platform.runLater(() -> onError.accept(e));
            }
        });
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
    public void close() {
        pool.shutdownNow();
    }
}
