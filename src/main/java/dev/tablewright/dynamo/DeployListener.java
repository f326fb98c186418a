package dev.tablewright.dynamo;

/**
 * Hears about a deploy as it goes. Progress may be reported from loader threads; implementations
 * must be thread-safe and quick.
 */
public interface DeployListener {
    DeployListener NONE = new DeployListener() {
    };

    /** A step in words: "creating table X", "waiting for index G to become ACTIVE". */
    default void onStep(String message) {
    }

    default void onProgress(DeployProgress progress) {
    }
}
