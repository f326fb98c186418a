package dev.tablewright.bench;

import com.amazonaws.services.dynamodbv2.local.main.ServerRunner;
import com.amazonaws.services.dynamodbv2.local.server.DynamoDBProxyServer;
import dev.tablewright.dynamo.CancelToken;
import dev.tablewright.dynamo.Connection;
import dev.tablewright.dynamo.DeployListener;
import dev.tablewright.dynamo.Deployer;
import dev.tablewright.dynamo.DynamoClients;
import dev.tablewright.dynamo.ExistingTables;
import dev.tablewright.dynamo.OpenConnection;
import dev.tablewright.dynamo.RemotePatternRunner;
import dev.tablewright.model.io.ModelFiles;
import dev.tablewright.model.query.BoundPattern;
import dev.tablewright.model.query.InMemoryEngine;
import dev.tablewright.model.query.PatternBinder;
import dev.tablewright.model.schema.Model;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * HR/OE pattern 5 (open orders in a date range, 15 write shards of GSI2) against DynamoDB Local
 * running as a localhost server, shards in parallel versus one after another, in one run: median
 * of 30 runs each after 10 warm-up runs. Run:
 * <pre>
 * mvn -o -q test-compile dependency:build-classpath -Dmdep.outputFile=target/classpath.txt
 * DDB_LOCAL_TELEMETRY=0 java -cp target/classes:target/test-classes:$(cat target/classpath.txt) \
 *     dev.tablewright.bench.ShardFanOutBenchmark
 * </pre>
 */
public final class ShardFanOutBenchmark {
    private ShardFanOutBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int port;
        try (ServerSocket socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }
        DynamoDBProxyServer server = ServerRunner.createServerFromCommandLineArgs(
                new String[] {"-inMemory", "-port", Integer.toString(port), "-disableTelemetry"});
        server.start();
        try {
            Model model = ModelFiles.read(Path.of("models/hr-oe.json")).model();
            OpenConnection connection = DynamoClients.open(Connection.endpoint("http://localhost:" + port));
            new Deployer(connection).deploy(model, ExistingTables.REPLACE, DeployListener.NONE, CancelToken.create());
            InMemoryEngine engine = InMemoryEngine.of(model);
            BoundPattern bound = PatternBinder.bind(model, model.accessPatterns().get(4), Map.of());
            RemotePatternRunner parallel = new RemotePatternRunner(connection, 15, 100);
            RemotePatternRunner sequential = new RemotePatternRunner(connection, 1, 100);
            for (int i = 0; i < 10; i++) {
                parallel.run(engine, bound);
                sequential.run(engine, bound);
            }
            List<Double> p = new ArrayList<>();
            List<Double> s = new ArrayList<>();
            int items = 0;
            for (int i = 0; i < 30; i++) {
                RemotePatternRunner.Run run = parallel.run(engine, bound);
                items = run.result().count();
                p.add(run.millis());
                s.add(sequential.run(engine, bound).millis());
            }
            p.sort(null);
            s.sort(null);
            double mp = p.get(15);
            double ms = s.get(15);
            System.out.printf("pattern 5, %d shards, %d items, %d cores%n", bound.requests().size(), items,
                    Runtime.getRuntime().availableProcessors());
            System.out.printf("parallel (15 in flight): median %.2f ms%n", mp);
            System.out.printf("sequential:              median %.2f ms%n", ms);
            System.out.printf("ratio sequential / parallel: %.2f%n", ms / mp);
            connection.close();
        } finally {
            server.stop();
            DynamoClients.shutdown();
        }
        System.exit(0);
    }
}
