import Foundation
import Hummingbird
import TeclaCore
import TeclaKeyboard

/// The playground's HTTP surface: the page's files at `/` and the JSON API under `/api/`
/// (documented in API.md). Handlers only decode, call the ``SessionStore`` and encode; every
/// decision about keys and text is the session's.
struct PlaygroundRoutes: Sendable {
    let store: SessionStore
    let assets: SiteAssets
    let replies: ReplyService
    let lan: LANAddresses

    var limits: PlaygroundLimits { store.limits }

    func router() -> Router<BasicRequestContext> {
        let router = Router()
        router.add(middleware: HeadRequestMiddleware())
        router.getAndHead("/") { _, _ in try asset("index.html") }
        for name in assets.files.keys where name != "index.html" {
            router.getAndHead(RouterPath(name)) { _, _ in try asset(name) }
        }
        let api = router.group("api")
        api.getAndHead("layouts") { _, _ in
            try JSONResponse.make(["layouts": store.catalog.definitions.map(LayoutSummary.init)])
        }
        api.getAndHead("options") { _, _ in
            try JSONResponse.make(PlaygroundOptions(catalog: store.catalog, limits: limits))
        }
        api.getAndHead("lan") { _, _ in
            try JSONResponse.make(["links": try lan.links()])
        }
        api.getAndHead("status") { _, _ in
            try JSONResponse.make(["sessions": await store.count, "maxSessions": limits.maxSessions])
        }
        api.post("sessions") { request, _ in
            let body = try await RequestBodyReader(limit: limits.maxBodyBytes).read(request)
            let create = try StrictJSONDecoder().decode(CreateSessionRequest.self, from: body, emptyMeansDefaults: true)
            return try JSONResponse.make(try await store.create(create), status: .created)
        }
        api.getAndHead("sessions/:id") { _, context in
            try JSONResponse.make(try await store.snapshot(id: try sessionID(context)))
        }
        api.post("sessions/:id/events") { request, context in
            let id = try sessionID(context)
            let body = try await RequestBodyReader(limit: limits.maxBodyBytes).read(request)
            let batch = try await OffPool.run(forBodyOf: body.count) { () throws(PlaygroundError) in
                try StrictJSONDecoder().decode(EventBatch.self, from: body)
            }
            return try JSONResponse.make(try await store.apply(batch.events, to: id))
        }
        api.getAndHead("sessions/:id/internals") { request, context in
            let id = try sessionID(context)
            let current = try await store.currentPage(id: id)
            let step = try request.uri.queryParameters.get("step").map(parseStep) ?? HitRegionSampler().step
            let regions = try await store.hitRegions(id: id, step: step)
            let layer = InternalsLayer(
                id: "hit-regions",
                title: "Hit regions",
                summary:
                    "Where a touch types each key right now. On the letters page the boundaries follow the language model (likely next letters grow, key centres always type their key); elsewhere the nearest key wins.",
                shapes: regions
            )
            return try JSONResponse.make(InternalsReport(layoutID: current.layoutID, page: current.page.id, size: current.size, layers: [layer]))
        }
        api.getAndHead("sessions/:id/log") { _, context in
            let id = try sessionID(context)
            let log = try await store.log(id: id)
            // Encoded off the cooperative pool, with the event batches' workers (a log may hold
            // a megabyte of text); in the logs' own JSON form (non-finite numbers as strings).
            var response = try await OffPool.run(on: .events) { () throws(PlaygroundError) in
                do { return try JSONResponse.make(log, encoder: SessionLog.encoder()) } catch {
                    throw PlaygroundError(.internalServerError, "the log could not be encoded: \(error)")
                }
            }
            response.headers[.contentDisposition] = "attachment; filename=\"tecla-session-\(id).json\""
            return response
        }
        api.getAndHead("sessions/:id/study") { request, context in
            let id = try sessionID(context)
            let count = try request.uri.queryParameters.get("count").map { try parseCount($0) } ?? 30
            let seed = try request.uri.queryParameters.get("seed").map { try parseSeed($0) } ?? 1
            return try JSONResponse.make(try await store.study(id: id, count: count, seed: seed))
        }
        api.getAndHead("sessions/:id/learned") { _, context in
            try JSONResponse.make(try await store.learned(id: try sessionID(context)))
        }
        api.delete("sessions/:id/learned") { _, context in
            try await store.forgetLearned(id: try sessionID(context))
            return Response(status: .noContent)
        }
        api.post("reply") { request, _ in
            let body = try await RequestBodyReader(limit: limits.maxReplyBodyBytes, hint: "send fewer or smaller screenshots").read(request)
            defer { HeapTrim.schedule(afterBodyBytes: body.count) }
            return try JSONResponse.make(try await replies.reply(body: body))
        }
        api.delete("sessions/:id") { _, context in
            let id = try sessionID(context)
            guard await store.delete(id: id) else { throw PlaygroundError.unknownSession(id) }
            return Response(status: .noContent)
        }
        return router
    }

    private func asset(_ name: String) throws -> Response {
        guard let file = assets.files[name] else { throw PlaygroundError(.notFound, "no such file '\(name)'") }
        var headers = HTTPFields()
        headers[.contentType] = file.contentType
        headers[.cacheControl] = "no-cache"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: file.bytes)))
    }

    private func sessionID(_ context: BasicRequestContext) throws -> String {
        try context.parameters.require("id")
    }

    private func parseCount(_ text: String) throws -> Int {
        guard let count = Int(text), (1...SwipeStudy.maxCount).contains(count) else {
            throw PlaygroundError.badRequest("count: '\(text)' is not a number of words from 1 to \(SwipeStudy.maxCount)")
        }
        return count
    }

    private func parseSeed(_ text: String) throws -> UInt64 {
        guard let seed = UInt64(text) else { throw PlaygroundError.badRequest("seed: '\(text)' is not a whole number from 0 to 2^64 − 1") }
        return seed
    }

    private func parseStep(_ text: String) throws -> Double {
        guard let step = Double(text), step.isFinite, HitRegionSampler.allowedSteps.contains(step) else {
            throw PlaygroundError.badRequest(
                "step: '\(text)' is not a grid step in points (\(HitRegionSampler.allowedSteps.lowerBound)…\(HitRegionSampler.allowedSteps.upperBound))"
            )
        }
        return step
    }
}
