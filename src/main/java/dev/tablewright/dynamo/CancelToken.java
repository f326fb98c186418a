package dev.tablewright.dynamo;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/** A cancel request shared between whoever starts long work and the work itself. */
public final class CancelToken {
    private final CountDownLatch cancelled = new CountDownLatch(1);

    public static CancelToken create() {
        return new CancelToken();
    }

    public void cancel() {
        cancelled.countDown();
    }

    public boolean isCancelled() {
        return cancelled.getCount() == 0;
    }

    /** Sleeps for {@code delay} or until cancelled; true when cancelled. */
    public boolean sleep(Duration delay) throws InterruptedException {
        return cancelled.await(delay.toNanos(), TimeUnit.NANOSECONDS);
    }
}
