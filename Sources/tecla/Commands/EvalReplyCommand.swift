import TeclaEvaluation
import ArgumentParser
import Foundation
import TeclaAssist
import TeclaTesseract
import TeclaPacks

/// `tecla eval reply`: reads rendered chat screenshots with ground truth and reports how well the
/// conversation is recovered (character error rate, speakers, names, merges) and how long OCR and
/// reply generation take.
struct EvalReplyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reply",
        abstract: "Measure screenshot reading (CER, speaker attribution, overlap merges) and reply timings on rendered chats.",
        discussion: """
            DIR holds PNG screenshots with a JSON ground truth beside each and an index.json (as \
            Scripts/assets/chat-fixtures/render.py writes them; the repository's are in \
            Tests/TeclaAssistTests/Fixtures/Screenshots). Example: \
            tecla eval reply --fixtures Tests/TeclaAssistTests/Fixtures/Screenshots --split holdout
            """
    )

    @Option(help: "The fixture directory.")
    var fixtures: String

    @Option(help: "Which chats: all, or a split named in the fixtures (dev, test, holdout).")
    var split = "all"

    @Flag(help: "List every screenshot's figures.")
    var verbose = false

    @Flag(help: "Print the report as JSON.")
    var json = false

    struct Report: Encodable {
        var split: String
        var screenshots: Int
        var screenshotScore: ConversationScore
        var sequences: Int
        var sequenceScore: ConversationScore
        /// Chats whose truth says what their replies must do, and how many did it.
        var replyChats: Int
        var replyRightIntent: Int
        var replyStancesMet: Int
        var ocrSecondsMean: Double
        var ocrSecondsMax: Double
        var generationMillisecondsMean: Double
        var generationMillisecondsMax: Double
    }

    func run() async throws {
        let directory = URL(fileURLWithPath: fixtures)
        let index: FixtureIndex
        do {
            index = try JSONDecoder().decode(FixtureIndex.self, from: Data(contentsOf: directory.appendingPathComponent("index.json")))
        } catch {
            throw ValidationError("cannot read \(directory.appendingPathComponent("index.json").path): \(error)")
        }
        let recognizer: TesseractRecognizer
        do { recognizer = try TesseractRecognizer() } catch { throw ValidationError("\(error)") }
        let extractor = ConversationExtractor()
        var readings: [String: Conversation] = [:]
        var expectations: [String: ReplyExpectation] = [:]
        var ocrSeconds: [Double] = []
        var total = ConversationScore()
        var count = 0
        for image in index.images {
            let truthURL = directory.appendingPathComponent((image as NSString).deletingPathExtension + ".json")
            let truth = try JSONDecoder().decode(ScreenshotTruth.self, from: Data(contentsOf: truthURL))
            guard split == "all" || truth.split == split else { continue }
            if let expect = truth.expect { expectations[image] = expect }
            let clock = ContinuousClock()
            let start = clock.now
            let page = try await recognizer.recognize(imageAt: directory.appendingPathComponent(image))
            let elapsed = start.duration(to: clock.now)
            ocrSeconds.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
            let conversation = extractor.extract(page)
            readings[image] = conversation
            let score = ConversationEvaluator().score(conversation, truth: truth.messages, title: truth.title)
            total = total + score
            count += 1
            if verbose && !json {
                print(
                    String(
                        format: "%@  found %d/%d  speakers %d/%d  CER %.4f  spurious %d  ocr %.2f s", image, score.found, score.messages, score.rightSpeaker,
                        score.found, score.characterErrorRate, score.spurious, ocrSeconds.last!))
            }
        }
        guard count > 0 else { throw ValidationError("no screenshots of split '\(split)' in \(fixtures)") }
        var merged = ConversationScore()
        var sequences = 0
        var generationMilliseconds: [Double] = []
        let generator = try OfflineReplyGenerator.bundled(pack: try? BundledPacks.english())
        for sequence in index.sequences where split == "all" || sequence.split == split {
            let conversation = ConversationMerger().merge(sequence.images.compactMap { readings[$0] })
            merged = merged + ConversationEvaluator().score(conversation, truth: sequence.messages)
            sequences += 1
        }
        // Replies that read the chat: the intent they answer and the stances they offer, on what
        // OCR read (one screenshot per chat; the casual tone).
        var replyRightIntent = 0
        var replyStancesMet = 0
        for (image, expect) in expectations.sorted(by: { $0.key < $1.key }) {
            guard let conversation = readings[image], !conversation.messages.isEmpty else { continue }
            let replies = try generator.suggest(for: ReplyRequest(conversation: conversation, tone: .casual))
            let (rightIntent, missing) = expect.check(replies)
            if rightIntent { replyRightIntent += 1 }
            if missing.isEmpty { replyStancesMet += 1 }
            if verbose && !json {
                let shown = replies.map { "\($0.stance ?? "-"): \($0.text)" }.joined(separator: " | ")
                print("\(image)  intent \(replies.first?.intent?.rawValue ?? "-") (want \(expect.intent.rawValue))  missing \(missing)  \(shown)")
            }
        }
        // Reply generation on every screenshot's reading (the offline generator; a model's time
        // depends on the model and the machine it runs on).
        for conversation in readings.values.sorted(by: { $0.messages.count < $1.messages.count }) where !conversation.messages.isEmpty {
            let clock = ContinuousClock()
            let start = clock.now
            _ = try generator.suggest(for: ReplyRequest(conversation: conversation, tone: .casual))
            let elapsed = start.duration(to: clock.now)
            generationMilliseconds.append((Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18) * 1000)
        }
        let report = Report(
            split: split, screenshots: count, screenshotScore: total, sequences: sequences, sequenceScore: merged,
            replyChats: expectations.count, replyRightIntent: replyRightIntent, replyStancesMet: replyStancesMet,
            ocrSecondsMean: ocrSeconds.reduce(0, +) / Double(ocrSeconds.count), ocrSecondsMax: ocrSeconds.max() ?? 0,
            generationMillisecondsMean: generationMilliseconds.reduce(0, +) / Double(max(1, generationMilliseconds.count)),
            generationMillisecondsMax: generationMilliseconds.max() ?? 0
        )
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            print(String(decoding: try encoder.encode(report), as: UTF8.self))
            return
        }
        let s = total
        print("Screenshots (\(split)): \(count)")
        print(String(format: "  messages found          %d / %d (%.1f%%)", s.found, s.messages, 100 * s.recall))
        print(
            String(
                format: "  character error rate    %.2f%% (%d edits / %d characters, missed and spurious messages included)", 100 * s.characterErrorRate,
                s.edits, s.characters))
        print(String(format: "  speaker attribution     %d / %d (%.1f%%)", s.rightSpeaker, s.found, 100 * s.speakerAccuracy))
        print("  sender names (groups)   \(s.rightName) / \(s.named)")
        print("  titles read             \(s.rightTitles) / \(s.titles)")
        print("  spurious messages       \(s.spurious)")
        print("Scroll sequences merged: \(sequences)")
        print(
            String(
                format: "  messages found          %d / %d, duplicates %d, spurious %d, speakers %d / %d", merged.found, merged.messages, merged.duplicates,
                merged.spurious, merged.rightSpeaker, merged.found))
        if !expectations.isEmpty {
            print("Replies that read the chat: \(expectations.count) chats")
            print("  the intent a person sees \(replyRightIntent) / \(expectations.count)")
            print("  the stances wanted       \(replyStancesMet) / \(expectations.count)")
        }
        print(String(format: "OCR per screenshot        mean %.2f s, max %.2f s (tesseract, one thread)", report.ocrSecondsMean, report.ocrSecondsMax))
        print(String(format: "Offline reply generation  mean %.2f ms, max %.2f ms", report.generationMillisecondsMean, report.generationMillisecondsMax))
    }
}
