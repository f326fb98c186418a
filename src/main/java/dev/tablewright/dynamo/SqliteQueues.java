package dev.tablewright.dynamo;

import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Modifier;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The sqlite4java queues a DynamoDB Local server holds, so closing it can wait until its database
 * is really released. DynamoDB Local's own {@code stop()} only asks each queue to stop
 * ({@code SQLiteQueue.stop(true)}) and returns while the queue thread still runs the jobs of
 * in-flight requests and holds the database open: a server started at once on the same folder then
 * met a locked database and answered HTTP 500. Local offers no way to reach its queues, so they are
 * found by walking its own objects (fields of Local's classes, maps and collections, a few levels
 * deep); if a future version hides them elsewhere, the walk finds none and closing behaves as before.
 * sqlite4java is Local's runtime dependency, not ours, so its queue is called by name too.
 */
final class SqliteQueues {
    private static final String LOCAL_PACKAGE = "software.amazon.dynamodb.services.local.";
    private static final String QUEUE_CLASS = "com.almworks.sqlite4java.SQLiteQueue";
    private static final int MAX_DEPTH = 8;

    private SqliteQueues() {
    }

    /** The queues reachable from {@code root} (a Local server or handler). */
    static List<Object> of(Object root) {
        List<Object> found = new ArrayList<>();
        walk(root, 0, Collections.newSetFromMap(new IdentityHashMap<>()), found);
        return found;
    }

    /**
     * Asks each queue to stop after its pending jobs and waits until its thread has ended and the
     * database connection is closed; true when all ended within {@code limit}.
     */
    static boolean stopAndJoin(List<Object> queues, Duration limit) throws InterruptedException {
        long deadline = System.nanoTime() + limit.toNanos();
        for (Object queue : queues) {
            call(queue, "stop", true);
            Thread joiner = new Thread(() -> call(queue, "join"), "tablewright-local-close");
            joiner.setDaemon(true);
            joiner.start();
            joiner.join(Math.max(1, (deadline - System.nanoTime()) / 1_000_000));
            if (joiner.isAlive()) {
                joiner.interrupt();
                return false;
            }
        }
        return true;
    }

    private static void walk(Object o, int depth, Set<Object> seen, List<Object> found) {
        if (o == null || depth > MAX_DEPTH || !seen.add(o)) {
            return;
        }
        if (o.getClass().getName().equals(QUEUE_CLASS)) {
            found.add(o);
            return;
        }
        if (o instanceof Map<?, ?> map) {
            snapshot(map.values()).forEach(v -> walk(v, depth + 1, seen, found));
            return;
        }
        if (o instanceof Collection<?> c) {
            snapshot(c).forEach(v -> walk(v, depth + 1, seen, found));
            return;
        }
        for (Class<?> type = o.getClass(); type != null && type.getName().startsWith(LOCAL_PACKAGE);
                type = type.getSuperclass()) {
            for (Field field : type.getDeclaredFields()) {
                if (Modifier.isStatic(field.getModifiers()) || field.getType().isPrimitive()) {
                    continue;
                }
                try {
                    field.setAccessible(true);
                    walk(field.get(o), depth + 1, seen, found);
                } catch (RuntimeException | IllegalAccessException e) {
                    // a field that cannot be read holds no queue we can wait for; keep walking
                }
            }
        }
    }

    /** Calls a public method of a queue: stop(boolean) or join(); an interrupt ends a join early. */
    private static void call(Object queue, String method, Object... args) {
        try {
            Class<?>[] types = args.length == 0 ? new Class<?>[0] : new Class<?>[] {boolean.class};
            queue.getClass().getMethod(method, types).invoke(queue, args);
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof InterruptedException) {
                Thread.currentThread().interrupt();
                return;
            }
            throw new IllegalStateException("sqlite queue " + method + " failed: " + e.getCause(), e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("sqlite queue has no " + method + "(): " + e.getMessage(), e);
        }
    }

    private static List<?> snapshot(Collection<?> c) {
        try {
            return new ArrayList<>(c);
        } catch (RuntimeException e) {
            return List.of(); // a map changing under us: its queues, if any, are not ours to wait for
        }
    }
}
