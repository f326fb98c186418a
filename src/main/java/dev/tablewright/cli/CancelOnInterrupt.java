package dev.tablewright.cli;

import dev.tablewright.dynamo.CancelToken;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Ctrl+C as a cancel for a verb's long work ({@code deploy}, {@code migrate --apply}): a shutdown
 * hook cancels the token and gives the work up to ten seconds to stop cleanly; closing it, when
 * the work is over, lets the hook end at once and removes it.
 */
final class CancelOnInterrupt implements AutoCloseable {
    private final CancelToken token = CancelToken.create();
    private final CountDownLatch finished = new CountDownLatch(1);
    private final Thread hook;

    CancelOnInterrupt(String threadName) {
        hook = new Thread(() -> {
            token.cancel();
            try {
                finished.await(10, TimeUnit.SECONDS);
            } catch (InterruptedException ignored) {
                Thread.currentThread().interrupt();
            }
        }, threadName);
        Runtime.getRuntime().addShutdownHook(hook);
    }

    CancelToken token() {
        return token;
    }

    @Override
    public void close() {
        finished.countDown();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // the hook is running: the process is ending anyway
        }
    }
}
