package dev.tablewright.formats;

import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Feeds mutated copies of the shipped and reference models to {@link ModelFiles#read(Path)} and
 * checks each outcome: the model reads, or a {@link ModelFileException} whose message starts with
 * {@code file:line:column:} and is short enough to read; never another exception, never more than
 * {@link #TIME_LIMIT} of CPU time, never more than {@link #allocationLimit} bytes allocated. Mutant {@code i} of seed {@code s} is always
 * the same file, so a failure can be replayed.
 *
 * <pre>
 * mvn -o -q test-compile dependency:build-classpath -Dmdep.outputFile=target/classpath.txt
 * java -cp target/classes:target/test-classes:$(cat target/classpath.txt) \
 *     dev.tablewright.formats.ModelReaderFuzz 10000 42     # mutants, seed
 * java -cp ... dev.tablewright.formats.ModelReaderFuzz replay /tmp/tablewright-fuzz.../failures
 * </pre>
 */
public final class ModelReaderFuzz {
    /** CPU time a read may take: CPU rather than wall time, so a busy machine does not fail the run. */
    static final Duration TIME_LIMIT = Duration.ofSeconds(2);
    /** Wall time after which a read counts as hung. */
    static final Duration HANG_LIMIT = Duration.ofSeconds(30);
    /** The longest string a long run puts in a model; the short run in the default build uses less. */
    static final int LONG_STRING = 5_000_000;
    /** The longest message a refusal may give after the file name: one a person can read. */
    static final int MESSAGE_LIMIT = 700;
    static final List<Path> SOURCE_FOLDERS = List.of(Path.of("models"),
            Path.of("src/test/resources/reference/workbench-models"));

    /** What one run found. */
    record Report(int mutants, int accepted, int rejected, List<String> failures, Duration elapsed,
                  Duration mutating, Duration reading, double slowestMillis, double slowestCpuMillis, long mostAllocated,
                  Map<String, Integer> byMutation) {
        String summary() {
            return String.format("%,d mutants in %.1f s (%.1f s making them, %.1f s reading them): %,d read, "
                            + "%,d rejected with a positioned message, %d failures; slowest read %.0f ms "
                            + "(%.0f ms of CPU time), "
                            + "most allocated by one read %,d MB; mutations %s",
                    mutants, elapsed.toNanos() / 1e9, mutating.toNanos() / 1e9, reading.toNanos() / 1e9, accepted,
                    rejected, failures.size(), slowestMillis, slowestCpuMillis, mostAllocated >> 20, byMutation);
        }
    }

    private record Source(Path path, ModelMutator mutator) {
    }

    private record Outcome(Throwable error, long allocated, long cpuNanos) {
    }

    private ModelReaderFuzz() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length == 2 && args[0].equals("replay")) {
            replay(Path.of(args[1]));
            return;
        }
        int mutants = args.length > 0 ? Integer.parseInt(args[0]) : 10_000;
        long seed = args.length > 1 ? Long.parseLong(args[1]) : 42;
        Path work = Files.createTempDirectory("tablewright-fuzz");
        Report report = run(seed, mutants, LONG_STRING, work, System.out);
        System.out.println(report.summary());
        report.failures().forEach(System.out::println);
        System.exit(report.failures().isEmpty() ? 0 : 1);
    }

    static List<Path> sources() throws IOException {
        List<Path> files = new ArrayList<>();
        for (Path folder : SOURCE_FOLDERS) {
            try (Stream<Path> list = Files.list(folder)) {
                list.filter(p -> p.toString().endsWith(".json")).sorted().forEach(files::add);
            }
        }
        return files;
    }

    /** Bytes a read may allocate in all: generous, but finite and proportional to the file. */
    static long allocationLimit(long fileLength) {
        return (256L << 20) + 64 * fileLength;
    }

    /**
     * Reads {@code count} mutants of seed {@code seed}, writing each to {@code work}; strings put in
     * are up to {@code hugeString} characters long.
     */
    static Report run(long seed, int count, int hugeString, Path work, PrintStream progress) throws IOException {
        List<Source> sources = new ArrayList<>();
        for (Path p : sources()) {
            sources.add(new Source(p, new ModelMutator(Files.readAllBytes(p), hugeString)));
        }
        Path file = work.resolve("mutant.json");
        Path failed = work.resolve("failures");
        Pattern positioned = Pattern.compile("^" + Pattern.quote(file.toString()) + ":[1-9][0-9]*:[1-9][0-9]*: \\S.*",
                Pattern.DOTALL);
        List<String> failures = new ArrayList<>();
        Map<String, Integer> byMutation = new TreeMap<>();
        int accepted = 0;
        int rejected = 0;
        double slowest = 0;
        double slowestCpu = 0;
        long mostAllocated = 0;
        ExecutorService worker = newWorker();
        long start = System.nanoTime();
        long mutationNanos = 0;
        long readNanos = 0;
        Map<String, Long> readMillisByMutation = new TreeMap<>();
        try {
            for (int i = 0; i < count; i++) {
                Random random = new Random(seed * 1_000_003L + i);
                Source source = sources.get(random.nextInt(sources.size()));
                long made = System.nanoTime();
                ModelMutator.Mutant mutant = source.mutator().mutate(random);
                mutationNanos += System.nanoTime() - made;
                mutant.mutations().forEach(m -> byMutation.merge(m, 1, Integer::sum));
                Files.write(file, mutant.bytes());
                String name = "mutant " + i + " (seed " + seed + ", " + source.path().getFileName() + ", "
                        + String.join("+", mutant.mutations()) + ", " + mutant.bytes().length + " bytes)";
                long began = System.nanoTime();
                Future<Outcome> future = worker.submit(() -> readOnce(file));
                String problem = null;
                Outcome outcome = null;
                try {
                    outcome = future.get(HANG_LIMIT.toMillis(), TimeUnit.MILLISECONDS);
                } catch (TimeoutException e) {
                    problem = "no answer after " + HANG_LIMIT.toSeconds() + " s";
                    future.cancel(true);
                    worker.shutdownNow();
                    worker = newWorker();
                } catch (ExecutionException | InterruptedException e) {
                    problem = "the worker failed: " + e;
                }
                readNanos += System.nanoTime() - began;
                long readTime = System.nanoTime() - began;
                mutant.mutations().forEach(m -> readMillisByMutation.merge(m, readTime / 1_000_000L, Long::sum));
                double millis = (System.nanoTime() - began) / 1e6;
                slowest = Math.max(slowest, millis);
                if (outcome != null) {
                    mostAllocated = Math.max(mostAllocated, outcome.allocated());
                    slowestCpu = Math.max(slowestCpu, outcome.cpuNanos() / 1e6);
                    Throwable error = outcome.error();
                    if (error == null) {
                        accepted++;
                    } else if (error instanceof ModelFileException e && positioned.matcher(e.getMessage()).matches()
                            && e.getMessage().length() <= file.toString().length() + MESSAGE_LIMIT) {
                        rejected++;
                    } else if (error instanceof ModelFileException e && positioned.matcher(e.getMessage()).matches()) {
                        problem = "a message of " + e.getMessage().length() + " characters: " + e.getMessage();
                    } else if (error instanceof ModelFileException e) {
                        problem = "message without a position: " + e.getMessage();
                    } else {
                        problem = "uncaught " + stackOf(error);
                    }
                    if (problem == null && outcome.allocated() > allocationLimit(mutant.bytes().length)) {
                        problem = "allocated " + (outcome.allocated() >> 20) + " MB";
                    }
                    if (problem == null && outcome.cpuNanos() > TIME_LIMIT.toNanos()) {
                        problem = String.format("took %.0f ms of CPU time", outcome.cpuNanos() / 1e6);
                    }
                }
                if (problem != null) {
                    failures.add(name + ": " + abbreviate(problem));
                    Files.createDirectories(failed);
                    Files.write(failed.resolve("mutant-" + seed + "-" + i + ".json"), mutant.bytes());
                }
                if (progress != null && (i + 1) % 1000 == 0) {
                    progress.printf("%,d mutants, %d failures, %.1f s%n", i + 1, failures.size(),
                            (System.nanoTime() - start) / 1e9);
                }
            }
        } finally {
            worker.shutdownNow();
        }
        if (progress != null) {
            progress.println("read time by mutation (ms): " + readMillisByMutation);
        }
        return new Report(count, accepted, rejected, failures, Duration.ofNanos(System.nanoTime() - start),
                Duration.ofNanos(mutationNanos), Duration.ofNanos(readNanos), slowest, slowestCpu, mostAllocated,
                byMutation);
    }

    /** Reads each file of a folder of failures again and says what came out, how fast, allocating how much. */
    static void replay(Path failures) throws IOException {
        List<Path> files;
        try (Stream<Path> list = Files.list(failures)) {
            files = list.sorted().toList();
        }
        for (Path file : files) {
            for (int attempt = 1; attempt <= 2; attempt++) {
                long began = System.nanoTime();
                Outcome outcome = readOnce(file);
                System.out.printf("%s (%,d bytes), attempt %d: %.0f ms, %,d MB allocated: %s%n", file.getFileName(),
                        Files.size(file), attempt, (System.nanoTime() - began) / 1e6, outcome.allocated() >> 20,
                        outcome.error() == null ? "read" : abbreviate(String.valueOf(outcome.error().getMessage())
                                .replace(file.toString(), "FILE")).lines().findFirst().orElse(""));
            }
        }
    }

    private static Outcome readOnce(Path file) {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long before = threads.getCurrentThreadAllocatedBytes();
        long cpuBefore = threads.getCurrentThreadCpuTime();
        Throwable error = null;
        try {
            ModelFiles.read(file);
        } catch (Throwable e) { // the property under test: nothing but ModelFileException comes out
            error = e;
        }
        return new Outcome(error, threads.getCurrentThreadAllocatedBytes() - before,
                threads.getCurrentThreadCpuTime() - cpuBefore);
    }

    private static ExecutorService newWorker() {
        return Executors.newSingleThreadExecutor(task -> {
            Thread thread = new Thread(task, "model-reader-fuzz");
            thread.setDaemon(true);
            return thread;
        });
    }

    private static String stackOf(Throwable e) {
        StringBuilder b = new StringBuilder(e.toString());
        StackTraceElement[] stack = e.getStackTrace();
        for (int i = 0; i < Math.min(6, stack.length); i++) {
            b.append("\n    at ").append(stack[i]);
        }
        return b.toString();
    }

    private static String abbreviate(String text) {
        return text.length() > 1500 ? text.substring(0, 1500) + "..." : text;
    }
}
