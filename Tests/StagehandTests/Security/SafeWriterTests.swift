import Foundation
import Testing
import Stagehand
import StagehandCLI

/// The one writer of every file Stagehand writes: a link planted at any name it could use
/// cannot redirect it, a file that is a link is written through to its target, and the file
/// keeps its mode, owner and group.
@Suite struct SafeWriterTests {
    func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    func attributes(_ path: String) -> stat {
        var info = stat()
        lstat(path, &info)
        return info
    }

    @Test func aLinkPlantedAtAPredictableTemporaryNameCannotRedirectTheWrite() throws {
        try TemporaryFiles.withFolder { folder in
            let victim = try TemporaryFiles.write("precious\n", to: "victim.txt", in: folder)
            let output = folder + "/report.xml"
            // Every name an earlier writer used: the CLI's `NAME.stagehand-PID.tmp`, and this
            // writer's own pattern with a guessable serial.
            for name in ["report.xml.stagehand-\(getpid()).tmp", ".report.xml.\(getpid()).0.tmp", ".report.xml.\(getpid()).1.tmp"] {
                try FileManager.default.createSymbolicLink(atPath: folder + "/" + name, withDestinationPath: victim)
            }
            #expect(AtomicFile.write("<report/>\n", to: output) == nil)
            try AtomicFileWriter().write("<report/>\n", to: output)
            #expect(try read(victim) == "precious\n")
            #expect(try read(output) == "<report/>\n")
        }
    }

    @Test func temporaryNamesCannotBePredicted() {
        let names = (0..<64).map { _ in AtomicFileWriter.temporaryPath(for: "/x/items.yaml") }
        #expect(Set(names).count == names.count)
        // 64 bits of the system's randomness: at least 10 base-36 digits for nearly every name.
        let serials = names.compactMap { $0.split(separator: ".").dropLast().last }
        #expect(serials.filter { $0.count >= 10 }.count > 60)
    }

    @Test func aFileThatIsALinkIsWrittenThroughToItsTarget() throws {
        try TemporaryFiles.withFolder { folder in
            let target = try TemporaryFiles.write("old\n", to: "real/target.txt", in: folder)
            let link = folder + "/link.txt"
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real/target.txt")
            try AtomicFileWriter().write("new\n", to: link)
            #expect(attributes(link).st_mode & mode_t(S_IFMT) == mode_t(S_IFLNK))
            #expect(try read(target) == "new\n")
            #expect(AtomicFile.write("newer\n", to: link) == nil)
            #expect(attributes(link).st_mode & mode_t(S_IFMT) == mode_t(S_IFLNK))
            #expect(try read(target) == "newer\n")
        }
    }

    @Test func theModeOwnerAndGroupAreKept() throws {
        try TemporaryFiles.withFolder { folder in
            let file = try TemporaryFiles.write("a\n", to: "data.yaml", in: folder)
            chmod(file, 0o640)
            // As root the owner can be kept too; as anyone else, the group they share.
            let owner = geteuid() == 0 ? uid_t(65534) : geteuid()
            let group = geteuid() == 0 ? gid_t(65534) : getegid()
            chown(file, owner, group)
            try AtomicFileWriter().write("b\n", to: file)
            let info = attributes(file)
            #expect(info.st_mode & 0o7777 == 0o640)
            #expect(info.st_uid == owner)
            #expect(info.st_gid == group)
            #expect(try read(file) == "b\n")
        }
    }

    @Test func aSavedDataFileThatIsALinkStaysALinkAndKeepsItsModeAndGroup() throws {
        try TemporaryFiles.withFolder { folder in
            let target = try TemporaryFiles.write("- 1\n", to: "shared/numbers.yaml", in: folder)
            chmod(target, 0o600)
            if geteuid() == 0 { chown(target, 65534, 65534) }
            try FileManager.default.createSymbolicLink(atPath: folder + "/numbers.yaml", withDestinationPath: "shared/numbers.yaml")
            let scene = try RuntimeTestSupport.scene(RuntimeSavingTests.listScene("numbers.yaml"), file: folder + "/s.scene.yaml")
            try scene.object("items", as: DataSource.self).replace(at: "1", with: 2)
            #expect(scene.diagnostics.isEmpty)
            #expect(attributes(folder + "/numbers.yaml").st_mode & mode_t(S_IFMT) == mode_t(S_IFLNK))
            #expect(try read(target) == "- 1\n- 2\n")
            let info = attributes(target)
            #expect(info.st_mode & 0o7777 == 0o600)
            if geteuid() == 0 { #expect(info.st_uid == 65534 && info.st_gid == 65534) }
        }
    }
}
