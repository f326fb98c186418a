package dev.tablewright.ui.common;

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

    /** Runs each task at once on the calling thread: for view-model tests. */
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
        };
    }
}
