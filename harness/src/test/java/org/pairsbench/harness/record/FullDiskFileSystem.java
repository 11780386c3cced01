package org.pairsbench.harness.record;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import org.h2.store.fs.FileBaseDefault;
import org.h2.store.fs.FilePath;
import org.h2.store.fs.FilePathWrapper;

/**
 * H2's files on the real disk, whose writes fail as a full disk's do ("No space left on device") while
 * {@link #full} is set: what RunStore meets on a full disk, without mounting one. Registered with H2 under the
 * prefix {@link #PREFIX}, which a test puts in {@link RunStore#fileSystem}.
 */
public final class FullDiskFileSystem extends FilePathWrapper {

    public static final String PREFIX = "fulldisk:";
    public static volatile boolean full;

    static {
        FilePath.register(new FullDiskFileSystem());
    }

    /** Makes H2 write the run database through this file system until {@link #release()}. */
    public static void install() {
        full = false;
        RunStore.fileSystem = PREFIX;
    }

    public static void release() {
        full = false;
        RunStore.fileSystem = "file:";
    }

    @Override
    public String getScheme() {
        return "fulldisk";
    }

    @Override
    public FileChannel open(String mode) throws IOException {
        return new Channel(getBase().open(mode));
    }

    private static final class Channel extends FileBaseDefault {
        private final FileChannel base;

        Channel(FileChannel base) {
            this.base = base;
        }

        @Override
        public int read(ByteBuffer dst, long position) throws IOException {
            return base.read(dst, position);
        }

        @Override
        public int write(ByteBuffer src, long position) throws IOException {
            if (full) {
                throw new IOException("No space left on device");
            }
            return base.write(src, position);
        }

        @Override
        public long size() throws IOException {
            return base.size();
        }

        @Override
        protected void implTruncate(long size) throws IOException {
            base.truncate(size);
        }

        @Override
        public void force(boolean metaData) throws IOException {
            base.force(metaData);
        }

        @Override
        public FileLock tryLock(long position, long size, boolean shared) throws IOException {
            return base.tryLock(position, size, shared);
        }

        @Override
        protected void implCloseChannel() throws IOException {
            base.close();
        }
    }
}
