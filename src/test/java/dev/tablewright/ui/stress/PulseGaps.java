package dev.tablewright.ui.stress;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;

/**
 * Measures how long the FX thread is blocked. Two figures:
 * <ul>
 *   <li>the pulse gap: wall time between consecutive AnimationTimer pulses (16.7 ms when smooth);
 *       it also grows when the whole process waits for a CPU (other load, GC), and</li>
 *   <li>the event wait: a watchdog posts a probe to the FX thread every 10 ms and takes the CPU time
 *       the thread spent before running it. That is how long an input event waited for work ahead of
 *       it, whatever else the machine was doing.</li>
 * </ul>
 */
public final class PulseGaps extends AnimationTimer {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private final Map<String, Integer> busyAt = new HashMap<>();
    private long last;
    private int pulses;
    private long worstGap;
    private String worstGapPhase = "";
    private long worstBusy;
    private String worstBusyPhase = "";
    private volatile String phase = "";
    private volatile Thread fxThread;
    private Thread watchdog;

    @Override
    public void handle(long now) {
        if (last != 0) {
            long gap = now - last;
            synchronized (this) {
                pulses++;
                if (gap > worstGap) {
                    worstGap = gap;
                    worstGapPhase = phase;
                }
            }
        }
        last = now;
    }

    /** Starts the timer and the watchdog; call on the FX thread. */
    public void begin() {
        fxThread = Thread.currentThread();
        start();
        watchdog = new Thread(this::watch, "pulse-watchdog");
        watchdog.setDaemon(true);
        watchdog.start();
    }

    /**
     * Every 10 ms, posts a probe to the FX thread, as an input event would be, and records how much CPU
     * time the FX thread spent before it ran the probe: the work an event had to wait for. CPU time, not
     * wall time, so the figure does not grow when other processes hold the machine's cores.
     */
    private void watch() {
        long id = fxThread.getId();
        while (!Thread.currentThread().isInterrupted()) {
            try {
                Thread.sleep(10);
                long posted = THREADS.getThreadCpuTime(id);
                String postedPhase = phase;
                CountDownLatch ran = new CountDownLatch(1);
                AtomicLong waited = new AtomicLong();
                Platform.runLater(() -> {
                    waited.set(THREADS.getCurrentThreadCpuTime() - posted);
                    ran.countDown();
                });
                String where = null;
                while (!ran.await(5, TimeUnit.MILLISECONDS)) {
                    if (where == null && THREADS.getThreadCpuTime(id) - posted > 50_000_000L) {
                        where = whereFxIs();
                    }
                }
                synchronized (this) {
                    if (waited.get() > worstBusy) {
                        worstBusy = waited.get();
                        worstBusyPhase = postedPhase;
                    }
                    if (where != null) {
                        busyAt.merge(where, (int) (waited.get() / 1_000_000L), Integer::sum);
                    }
                }
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    private String whereFxIs() {
        StringBuilder b = new StringBuilder();
        int shown = 0;
        for (StackTraceElement e : fxThread.getStackTrace()) {
            if (e.getClassName().startsWith("dev.tablewright") && shown++ < 4) {
                b.append(e.getClassName().substring(e.getClassName().lastIndexOf('.') + 1)).append('.')
                        .append(e.getMethodName()).append(':').append(e.getLineNumber()).append(" < ");
            }
        }
        if (b.length() == 0) {
            StackTraceElement[] stack = fxThread.getStackTrace();
            for (int i = 0; i < Math.min(6, stack.length); i++) {
                String c = stack[i].getClassName();
                b.append(c.substring(c.lastIndexOf('.') + 1)).append('.').append(stack[i].getMethodName())
                        .append(':').append(stack[i].getLineNumber()).append(" < ");
            }
        }
        return b.toString();
    }

    @Override
    public void stop() {
        super.stop();
        if (watchdog != null) {
            watchdog.interrupt();
        }
    }

    /** Names what happens from now on, to tell which step caused the worst figures. */
    public void phase(String name) {
        phase = name;
    }

    public synchronized int pulses() {
        return pulses;
    }

    public synchronized double worstGapMillis() {
        return worstGap / 1e6;
    }

    public synchronized String worstGapPhase() {
        return worstGapPhase;
    }

    /** The longest an event waited for the FX thread, in the thread's CPU milliseconds. */
    public synchronized double worstBusyMillis() {
        return worstBusy / 1e6;
    }

    public synchronized String worstBusyPhase() {
        return worstBusyPhase;
    }

    /** Where the FX thread was when an event waited over 50 ms, with the CPU milliseconds waited, most first. */
    public synchronized String busyStacks() {
        StringBuilder b = new StringBuilder();
        busyAt.entrySet().stream().sorted((x, y) -> y.getValue() - x.getValue()).limit(8)
                .forEach(e -> b.append(e.getValue()).append(" ms  ").append(e.getKey()).append('\n'));
        return b.toString();
    }
}
