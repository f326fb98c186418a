package dev.tablewright.ui.testing;

import dev.tablewright.ui.common.TaskExecutor;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Consumer;

/**
 * Holds the work it is given until the test says which piece finishes next, on the test's thread:
 * what is shown meanwhile can be checked, and answers can arrive in any order.
 */
public final class DeferredTaskExecutor implements TaskExecutor {
    private final List<Runnable> pending = new ArrayList<>();

    @Override
    public <T> void submit(String name, Callable<T> work, Consumer<T> onSuccess, Consumer<Throwable> onError) {
        pending.add(() -> TaskExecutor.sameThread().submit(name, work, onSuccess, onError));
    }

    @Override
    public void onUi(Runnable update) {
        update.run();
    }

    @Override
    public Scheduled schedule(String name, Duration delay, Runnable work) {
        pending.add(work);
        return () -> pending.remove(work);
    }

    /** How many pieces of work are waiting. */
    public int pending() {
        return pending.size();
    }

    /** Finishes the oldest waiting piece of work. */
    public void runNext() {
        pending.remove(0).run();
    }

    /** Finishes the newest waiting piece of work. */
    public void runLast() {
        pending.remove(pending.size() - 1).run();
    }

    /** Finishes everything in the order it came, including work submitted meanwhile. */
    public void runAll() {
        while (!pending.isEmpty()) {
            runNext();
        }
    }
}
