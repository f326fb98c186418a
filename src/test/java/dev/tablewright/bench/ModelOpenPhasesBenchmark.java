package dev.tablewright.bench;

import dev.tablewright.formats.LoadedModel;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.Model;
import dev.tablewright.validate.Finding;
import dev.tablewright.validate.ModelValidator;
import dev.tablewright.ui.items.ItemGridViewModel;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
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

/**
 * Where {@link ModelLoadBenchmark}'s open spends its time: the three steps timed apart (JMH single
 * shots), {@code read} (read and parse the file), {@code validate} (every rule) and {@code layOut}
 * (the grid view-model's sorted, grouped rows), the last two on a model read once in setup.
 * Run through {@code bench/run model}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 5)
@Fork(value = 1, jvmArgsAppend = {"-Xmx4g", "-Xms1g"})
public class ModelOpenPhasesBenchmark {
    @Param({"10000", "100000"})
    public int items;

    private Path file;
    private Model model;

    @Setup(Level.Trial)
    public void writeAndRead() throws Exception {
        file = Files.createTempFile("bench-model", ".json");
        ModelFiles.write(ModelLoadBenchmark.model(items), file);
        model = ModelFiles.read(file).model();
    }

    @TearDown(Level.Trial)
    public void delete() throws IOException {
        Files.deleteIfExists(file);
        Files.deleteIfExists(file.resolveSibling(file.getFileName() + ".bak"));
    }

    @Benchmark
    public LoadedModel read() throws Exception {
        return ModelFiles.read(file);
    }

    @Benchmark
    public List<Finding> validate() {
        return new ModelValidator().validate(model);
    }

    @Benchmark
    public ItemGridViewModel layOut() {
        ItemGridViewModel grid = new ItemGridViewModel();
        grid.show(model.tables().get(0), null, null);
        return grid;
    }
}
