package dev.tablewright.bench;

import dev.tablewright.formats.LoadedModel;
import dev.tablewright.testing.BigModels;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.Model;
import dev.tablewright.validate.Finding;
import dev.tablewright.validate.ModelValidator;
import dev.tablewright.ui.items.ItemGridViewModel;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.OptionsBuilder;

/**
 * Opening a model file of 10k, 100k and 1M items as the window does, without a Stage: read and
 * parse the file, validate the model, and lay out the first table in the grid's view-model
 * (sorted and grouped rows). JMH single-shot times (each open is a cold call on a warm JVM), and
 * the heap the opened model holds after a full GC, printed as a {@code model-heap} line. Run
 * through {@code bench/run model}, or
 * <pre>
 * java -cp target/classes:target/test-classes:$(cat target/classpath.txt) dev.tablewright.bench.ModelLoadBenchmark
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 5)
@Fork(value = 1, jvmArgsAppend = {"-Xmx6g", "-Xms1g"})
public class ModelLoadBenchmark {
    @Param({"10000", "100000", "1000000"})
    public int items;

    private Path file;
    private long baseline;
    /** The last opened model, kept so its heap can be measured after the trial. */
    private Opened opened;

    /** What opening leaves behind: the model, the findings shown in the validation panel, the grid. */
    public record Opened(LoadedModel loaded, List<Finding> findings, ItemGridViewModel grid) {
    }

    @Setup(Level.Trial)
    public void writeFile() throws IOException {
        file = Files.createTempFile("bench-model", ".json");
        ModelFiles.write(model(items), file);
        baseline = heapAfterGc();
    }

    @Setup(Level.Iteration)
    public void dropPrevious() {
        opened = null;
        heapAfterGc();
    }

    @Benchmark
    public Opened open() throws Exception {
        LoadedModel loaded = ModelFiles.read(file);
        List<Finding> findings = new ModelValidator().validate(loaded.model());
        ItemGridViewModel grid = new ItemGridViewModel();
        grid.show(loaded.model().tables().get(0), null, null);
        if (grid.rows().size() != items) {
            throw new IllegalStateException("the grid shows " + grid.rows().size() + " of " + items + " items");
        }
        opened = new Opened(loaded, findings, grid);
        return opened;
    }

    @TearDown(Level.Trial)
    public void report() throws IOException {
        long held = heapAfterGc() - baseline;
        System.out.printf(Locale.ROOT, "%nmodel-heap items=%d fileMB=%.1f heapMB=%.1f findings=%d%n", items,
                Files.size(file) / 1e6, held / (1024.0 * 1024.0), opened.findings().size());
        opened = null;
        Files.deleteIfExists(file);
        Files.deleteIfExists(file.resolveSibling(file.getFileName() + ".bak"));
    }

    private static long heapAfterGc() {
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }

    /** The benchmark's model: the stress tests' orders (20 per partition, a GSI), {@code size} of them. */
    static Model model(int size) {
        return BigModels.orders(size);
    }

    public static void main(String[] args) throws RunnerException {
        new Runner(new OptionsBuilder().include(ModelLoadBenchmark.class.getSimpleName()).build()).run();
    }
}
