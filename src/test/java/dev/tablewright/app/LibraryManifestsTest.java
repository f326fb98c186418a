package dev.tablewright.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LibraryManifestsTest {
    @TempDir
    Path lib;

    @Test
    void fix_whenClassPathNamesAFolder_removesItAndKeepsEveryEntry() throws IOException {
        Path jar = jar("local.jar", ". DynamoDBLocal_lib/a.jar");

        assertThat(LibraryManifests.fix(lib)).containsExactly(jar);

        try (JarFile file = new JarFile(jar.toFile())) {
            assertThat(file.getManifest().getMainAttributes().getValue(Attributes.Name.CLASS_PATH)).isNull();
            assertThat(file.getManifest().getMainAttributes().getValue("Main-Class")).isEqualTo("x.Main");
            assertThat(new String(file.getInputStream(file.getEntry("x/data.txt")).readAllBytes(), StandardCharsets.UTF_8))
                    .isEqualTo("payload");
        }
        assertThat(LibraryManifests.fix(lib)).as("a second run finds nothing to do").isEmpty();
    }

    @Test
    void main_whenItRemovesAClassPath_printsNothing() throws IOException {
        Path jar = jar("local.jar", ". DynamoDBLocal_lib/a.jar");
        java.io.PrintStream out = System.out;
        java.io.ByteArrayOutputStream printed = new java.io.ByteArrayOutputStream();
        System.setOut(new java.io.PrintStream(printed, true, StandardCharsets.UTF_8));
        try {
            LibraryManifests.main(new String[] {lib.toString()});
        } finally {
            System.setOut(out);
        }

        assertThat(printed.toString(StandardCharsets.UTF_8)).as("a build step that works says nothing").isEmpty();
        assertThat(LibraryManifests.namesFolder(jar)).as("the Class-Path is gone").isFalse();
    }

    @Test
    void fix_whenClassPathNamesOnlyJars_leavesTheJarAsItIs() throws IOException {
        Path jar = jar("plain.jar", "other.jar lib/more.jar");
        byte[] before = Files.readAllBytes(jar);

        assertThat(LibraryManifests.fix(lib)).isEmpty();
        assertThat(Files.readAllBytes(jar)).isEqualTo(before);
    }

    private Path jar(String name, String classPath) throws IOException {
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().put(Attributes.Name.MAIN_CLASS, "x.Main");
        manifest.getMainAttributes().put(Attributes.Name.CLASS_PATH, classPath);
        Path jar = lib.resolve(name);
        try (OutputStream out = Files.newOutputStream(jar); JarOutputStream jarOut = new JarOutputStream(out, manifest)) {
            jarOut.putNextEntry(new JarEntry("x/data.txt"));
            jarOut.write("payload".getBytes(StandardCharsets.UTF_8));
            jarOut.closeEntry();
        }
        return jar;
    }
}
