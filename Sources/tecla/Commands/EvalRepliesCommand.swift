import ArgumentParser
import Foundation
import TeclaAssist
import TeclaEvaluation
import TeclaPacks

/// `tecla eval replies`: written chats, each with what a good answer must do; reports how many
/// get at least two answering replies out of three, and whether bad news ever got a cheerful one.
struct EvalRepliesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replies",
        abstract: "Measure whether offline replies answer written chats (at least 2 of 3 replies of a kind the chat accepts).",
        discussion: """
            CHATS is a JSON-lines file as in Tests/TeclaAssistTests/Fixtures/ReplyChats (README there). \
            Example: tecla eval replies --chats Tests/TeclaAssistTests/Fixtures/ReplyChats/heldout.jsonl
            """
    )

    @Option(help: "The chats (JSON lines).")
    var chats: String

    @Option(help: "The tone of the replies: \(Tone.allCases.map(\.rawValue).joined(separator: ", ")), or all.")
    var tone = "all"

    @Flag(help: "List every chat with its replies.")
    var verbose = false

    func run() throws {
        let list: [ReplyChat]
        do { list = try ReplyChat.load(URL(fileURLWithPath: chats)) } catch { throw ValidationError("cannot read \(chats): \(error)") }
        guard !list.isEmpty else { throw ValidationError("\(chats) holds no chats") }
        let tones: [Tone]
        if tone == "all" {
            tones = Tone.allCases
        } else if let one = Tone(rawValue: tone) {
            tones = [one]
        } else {
            throw ValidationError("unknown tone '\(tone)'")
        }
        let generator = try OfflineReplyGenerator.bundled(pack: try? BundledPacks.english())
        for tone in tones {
            var passed = 0
            var cheerfulBadNews = 0
            var badNews = 0
            for chat in list {
                let replies = try generator.suggest(for: ReplyRequest(conversation: chat.conversation, tone: tone))
                let answering = replies.filter(chat.answered(by:)).count
                let pass = answering >= 2
                if pass { passed += 1 }
                if chat.notCheerful == true {
                    badNews += 1
                    if replies.contains(where: { ReplyChat.isCheerful($0.text) }) { cheerfulBadNews += 1 }
                }
                if verbose {
                    let shown = replies.map { "\($0.intent?.rawValue ?? "-")/\($0.stance ?? "-"): \($0.text)" }.joined(separator: " | ")
                    print("\(pass ? "ok  " : "FAIL") \(chat.id) [\(answering)/\(replies.count)] want \(chat.answers.joined(separator: ","))  \(shown)")
                }
            }
            print(
                String(
                    format: "%@: %d / %d chats (%.1f%%) have at least 2 of 3 replies that answer; bad news answered cheerfully in %d of %d chats",
                    tone.rawValue, passed, list.count, 100 * Double(passed) / Double(list.count), cheerfulBadNews, badNews))
        }
    }
}
