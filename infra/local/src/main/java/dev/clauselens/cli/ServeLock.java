package dev.clauselens.cli;

import dev.clauselens.core.error.InvalidConfigurationException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * One {@code clauselens serve} per home: an exclusive lock on {@code serve.lock} in the home, held
 * while the server runs. The operating system drops it when the process ends, however it ends (a
 * {@code kill -9} included), so a stale file never blocks the next start. Two servers on one home
 * would both run its queued analyses and share one upload folder.
 */
final class ServeLock implements AutoCloseable {
    private final FileChannel channel;
    private final FileLock lock;

    private ServeLock(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    static ServeLock acquire(Path home) {
        Path file = home.resolve("serve.lock");
        try {
            Files.createDirectories(home);
            FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ,
                StandardOpenOption.WRITE);
            FileLock lock = channel.tryLock();
            if (lock == null) {
                String holder = Files.readString(file).strip();
                channel.close();
                throw new InvalidConfigurationException("Another clauselens serve is running on " + home
                    + (holder.isEmpty() ? "" : " (process " + holder + ")") + ". Stop it first, or give this one a "
                    + "home of its own with CLAUSELENS_HOME.");
            }
            channel.truncate(0);
            channel.write(ByteBuffer.wrap(String.valueOf(ProcessHandle.current().pid()).getBytes(StandardCharsets.UTF_8)));
            channel.force(true);
            return new ServeLock(channel, lock);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot lock " + file, e);
        }
    }

    @Override
    public void close() {
        try {
            lock.release();
            channel.close();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot release the serve lock", e);
        }
    }
}
