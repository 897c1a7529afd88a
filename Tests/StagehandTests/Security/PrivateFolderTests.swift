import Foundation
import Testing
import Stagehand
import StagehandCLI

/// Files that replace nothing (the language server's storyboards) go in a folder of the
/// person's own: made with mode 0700, refused when it is a link, not a folder, or another
/// user's, so nobody else on the machine can read, swap or redirect them.
@Suite struct PrivateFolderTests {
    func environment(_ values: [String: String]) -> (String) -> String? { { values[$0] } }

    @Test func theFolderIsMadePrivateUnderTMPDIR() throws {
        try TemporaryFiles.withFolder("tmpdir") { temporary in
            let folder = try PrivateFolder.make(environment: environment(["TMPDIR": temporary]))
            #expect(folder == temporary + "/stagehand-\(geteuid())")
            var info = stat()
            #expect(lstat(folder, &info) == 0)
            #expect(info.st_mode & mode_t(S_IFMT) == mode_t(S_IFDIR) && info.st_mode & 0o777 == 0o700 && info.st_uid == geteuid())
            let storyboards = try StoryboardFile.storyboardFolder(environment: environment(["TMPDIR": temporary]))
            #expect(storyboards == folder + "/storyboards")
        }
    }

    @Test func xdgRuntimeDirIsPreferred() throws {
        try TemporaryFiles.withFolder("runtime") { runtime in
            let folder = try PrivateFolder.make(environment: environment(["XDG_RUNTIME_DIR": runtime, "TMPDIR": "/nowhere"]))
            #expect(folder == runtime + "/stagehand")
        }
    }

    @Test(.enabled(if: geteuid() == 0, "giving a folder to another user needs root"))
    func aFolderPlantedByAnotherUserIsRefused() throws {
        try TemporaryFiles.withFolder("tmpdir") { temporary in
            let planted = temporary + "/stagehand-\(geteuid())"
            #expect(mkdir(planted, 0o777) == 0)
            #expect(chown(planted, 65534, 65534) == 0)
            #expect(throws: PrivateFolder.Refusal.self) { try PrivateFolder.make(environment: environment(["TMPDIR": temporary])) }
            #expect(throws: PrivateFolder.Refusal.self) { try StoryboardFile.storyboardFolder(environment: environment(["TMPDIR": temporary])) }
            #expect((try? FileManager.default.contentsOfDirectory(atPath: planted)) == [])
        }
    }

    @Test func aPlantedLinkIsRefusedAndItsTargetUntouched() throws {
        try TemporaryFiles.withFolder("tmpdir") { temporary in
            let elsewhere = try TemporaryFiles.folder("elsewhere")
            defer { TemporaryFiles.remove(elsewhere) }
            try FileManager.default.createSymbolicLink(atPath: temporary + "/stagehand-\(geteuid())", withDestinationPath: elsewhere)
            #expect(throws: PrivateFolder.Refusal.self) { try PrivateFolder.make(environment: environment(["TMPDIR": temporary])) }
            #expect(throws: PrivateFolder.Refusal.self) { try StoryboardFile.storyboardFolder(environment: environment(["TMPDIR": temporary])) }
            #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere) == [])
        }
    }

    @Test func aFileWhereTheFolderShouldBeIsRefused() throws {
        try TemporaryFiles.withFolder("tmpdir") { temporary in
            try TemporaryFiles.write("x", to: "stagehand-\(geteuid())", in: temporary)
            #expect(throws: PrivateFolder.Refusal.self) { try PrivateFolder.make(environment: environment(["TMPDIR": temporary])) }
        }
    }

    @Test func aPlantedLinkInsideTheStoryboardsFolderIsRefused() throws {
        try TemporaryFiles.withFolder("tmpdir") { temporary in
            let elsewhere = try TemporaryFiles.folder("elsewhere")
            defer { TemporaryFiles.remove(elsewhere) }
            let own = try PrivateFolder.make(environment: environment(["TMPDIR": temporary]))
            try FileManager.default.createSymbolicLink(atPath: own + "/storyboards", withDestinationPath: elsewhere)
            #expect(throws: PrivateFolder.Refusal.self) { try StoryboardFile.storyboardFolder(environment: environment(["TMPDIR": temporary])) }
        }
    }
}
