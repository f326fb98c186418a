package dev.tablewright.ui.common;

import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.function.Consumer;

/**
 * Runs work off the UI thread and hands the outcome back on it. The window uses one app-wide
 * pool of named daemon threads; tests use {@link #sameThread()}.
 */
public interface TaskExecutor {

    <T> void submit(String name, Callable<T> work, Consumer<T> onSuccess, Consumer<Throwable> onError);

    /** Runs a small update on the UI thread (later, from a background thread). */
    void onUi(Runnable update);

    /**
     * Runs {@code work} on a background thread once {@code delay} has passed (e.g. a debounced
     * autosave). Nothing comes back to the UI thread; {@code work} logs its own failures.
     */
    Scheduled schedule(String name, Duration delay, Runnable work);

    /** Work waiting for its delay. */
    interface Scheduled {
        /** Drops the work if it has not started; work already running finishes. */
        void cancel();
    }

    /**
     * Runs each task at once on the calling thread: for view-model tests. Scheduled work runs at
     * once too, without its delay.
     */
    static TaskExecutor sameThread() {
        return new TaskExecutor() {
            @Override
            public <T> void submit(String name, Callable<T> work, Consumer<T> onSuccess, Consumer<Throwable> onError) {
                T result;
                try {
                    result = work.call();
                } catch (Exception | Error e) {
                    onError.accept(e);
                    return;
                }
                onSuccess.accept(result);
            }

            @Override
            public void onUi(Runnable update) {
                update.run();
            }

            @Override
            public Scheduled schedule(String name, Duration delay, Runnable work) {
                work.run();
                return () -> { };
            }
        };
    }
}
