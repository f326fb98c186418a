package dev.tablewright.ui.testing;

import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Waits for a condition on the window, checking it on the FX thread: a lookup from the test thread
 * walks the scene graph while the FX thread may be changing it, and then fails at random.
 */
public final class FxWait {
    private FxWait() {
    }

    public static void until(long seconds, Callable<Boolean> condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS,
                () -> WaitForAsyncUtils.asyncFx(condition).get(seconds, TimeUnit.SECONDS));
    }
}
