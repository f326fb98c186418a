package dev.tablewright.ui.stress;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.HashMap;
import java.util.Map;
import javafx.animation.AnimationTimer;

/**
 * Measures how long the FX thread is blocked. Two figures:
 * <ul>
 *   <li>the pulse gap: wall time between consecutive AnimationTimer pulses (16.7 ms when smooth);
 *       it also grows when the whole process waits for a CPU (other load, GC), and</li>
 *   <li>the busy streak: a watchdog samples the FX thread every 5 ms, and for each unbroken run of
 *       samples where it is running (not waiting for events), takes the CPU time the thread spent.
 *       That is the time the thread was blocked by work, whatever else the machine was doing.</li>
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

    private void watch() {
        long id = fxThread.getId();
        long streakCpu = -1;
        String where = null;
        while (!Thread.currentThread().isInterrupted()) {
            try {
                Thread.sleep(5);
            } catch (InterruptedException e) {
                return;
            }
            boolean running = fxThread.getState() == Thread.State.RUNNABLE;
            if (running && streakCpu < 0) {
                streakCpu = THREADS.getThreadCpuTime(id);
                where = null;
            } else if (running) {
                long spent = THREADS.getThreadCpuTime(id) - streakCpu;
                if (spent > 50_000_000L && where == null) {
                    where = whereFxIs();
                }
            } else if (streakCpu >= 0) {
                long spent = THREADS.getThreadCpuTime(id) - streakCpu;
                synchronized (this) {
                    if (spent > worstBusy) {
                        worstBusy = spent;
                        worstBusyPhase = phase;
                    }
                    if (where != null) {
                        busyAt.merge(where, (int) (spent / 1_000_000L), Integer::sum);
                    }
                }
                streakCpu = -1;
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
        return b.length() == 0 ? "(JavaFX itself)" : b.toString();
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

    /** The longest time the FX thread ran without a break, in CPU milliseconds. */
    public synchronized double worstBusyMillis() {
        return worstBusy / 1e6;
    }

    public synchronized String worstBusyPhase() {
        return worstBusyPhase;
    }

    /** Where the FX thread was during streaks over 50 ms, with their CPU milliseconds, most first. */
    public synchronized String busyStacks() {
        StringBuilder b = new StringBuilder();
        busyAt.entrySet().stream().sorted((x, y) -> y.getValue() - x.getValue()).limit(8)
                .forEach(e -> b.append(e.getValue()).append(" ms  ").append(e.getKey()).append('\n'));
        return b.toString();
    }
}
