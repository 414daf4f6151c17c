import Foundation

/// Small PNGs written by an independent encoder (Python's zlib, level 9: dynamic Huffman
/// blocks), 40 × 30 pixels, rows filtered None, Sub, Up, Average, Paeth in turn, so that every
/// filter and every sample layout the decoder handles is exercised. ``expected`` gives each
/// image's pixels by the formula that drew them.
enum SmallPNGs {
    static let width = 40, height = 30

    /// 8-bit RGB.
    static let rgb8 = [UInt8](
        Data(
            base64Encoded:
                "iVBORw0KGgoAAAANSUhEUgAAACgAAAAeCAIAAADRv8uKAAAEcUlEQVR42sXUC2xaVRjA8Y8ebun6gD6goy2wPmddaeyqcetGbPHBXMkqLkU7nMUoanGTuKEpatGKduiCWtx6bcQpumI21KCOzKETtfjAONxEJ9GhKTrxgdlQh05Q8HLUxLE+tjWjyS83Jyc3OfmSfz4ASDEgzoQYB6I8iNRBeBGEFkNwKQTawS8B3yrwdoPnGnBfDy41OG8DRz/Y7wHbEFhNYNkC5BNgfgZMO8DoAMNu0L8BundA+yFo/KD+HFQToPwOFEdAHgPZnyBFIMkHcQmIaIh6mJbIvhwEgGiAcgAhQHRABKBcQAxAeYDmAcoHVACoEFARICYgFqBiQCWASgGVAWID4gAqBzQfEBdQBaBKQFWAeID4gASAFgCqBlQDqBZQHaB6QA2AFgI6J/3KIJGTJBBGxwgsF2Ngedg8LB8rwAqxIoyJsbBirAQrxcrShthJgsJJo2dOfDYx/ncGFqTKiTg/P1bPijaxI60V4TZBqKMuuKIx0NXsl7f61i7x3iDy3CJ2b5C4dFLnvTLHJrn9YYVtq9JqUVmeVZM7NeaXtKZXdUa33vCuQb/PqPvEpP3CrAmR6u8tqqNW5W82xV92Od0hK3BKS12SCre42iOilVJx5Sayb+7iYlJxnbWaiH9qGkkOjSQJEpuPcU+OK2Pi2atOfxkn3YMAUg35cSE7dr4guqwxIm4NXy4KXSEJXiULXKvwq1S+dRrvRp3nToN70OQyks5HrI4Ru/1Jp22722r3Wl72k3uC5jfDpveiRl/c8Cldf4ip+5qr/aFWExWqf79QlexQEp2Kwm55Wa+ssk9as1HSOCA+b5OIVkPFVZDIvrmLi0PFNZuazJPVhHcTUY79V1NaBVaZRj+9iTOwJ7s8NdAMqQtY8eWC2MXN0ZWiiEwavloR6lUHb9QF1hv9WtJ3l817n9PzoMf9qN9Fhpzboo6xlP15pu0VvtUltLy1nHy/0/zRGtPBPmOw3/DNJv2PI7qfx7THd2lS4+rcj1VFE0r2UUVVUl5bJDuXJ21pkixZJr5opYjWQsVVnMi+uYuLT8U1+900aU2jJ9REVGE8jH+6cZWdOPE0+DP8ACJIXcKOdzbGrhRFe2QRpSp8ky50qyl4uzVwt9Nv8PoeCnqHo57H6e6nuC6b0PlCh2NXt/21PtvbA1bvsGX/GPnZHvOX+0yHJ4yRY4Zf8vR/8HTQomVcqmH2qDnrVbxBZd1WxaId8sV7ZUsPSNsPSyTHxasKRbR2Ki5OIvvmLq56Kq4Za3rsTHZTRk1pAmxB2qnFxZ1pYu5MajNvQAqp1RXxNa2x66TRm1URjT58BxkacATv9wY2h/zmuG+0zPu00PPcZe4Xe13Ofufrw47xnfYPxm0HDlkDxyxfFZHfLjT/1G76tccY32Cgbdbnbdex9mrLD2r4R9T1DFVTtbK1TdG2Wt6xTrbiAWnXNol8t3jtfhGti4qrMpF9cxeXkIprmt20ZeqaRjNrGpq2JqIaq8FqZ4yLP/XE/Kkn5k+t4d/D3whZhylOK6IfAAAAAElFTkSuQmCC"
        )!)
    /// 16-bit RGBA (alpha 200).
    static let rgba16 = [UInt8](
        Data(
            base64Encoded:
                "iVBORw0KGgoAAAANSUhEUgAAACgAAAAeEAYAAAAOTYCeAAAGPklEQVR42u3ZCWwUZRiH8YV2W6DQQg9oS7e0pSAijYBGQImIR1EIiEZUPhGM1gNBIlYD3ogiavBADol4oIgB1KBCUDxQ8VojKKJIFDTgrRjEA0VU8Pm//VjSkcQubTnC0tCne83Mbifvr18mFHIht8NFXSrdRtPpFppDN9MCupG2pd/QjnQD7ULX0e50De1FV9FyuoL2p1G+zqCv03PoUno+XUKH00X0crqAjqHz6Q10Dp1AZ9FJdCadQqfT++lk+gidROfSiXQBHU8X0+vpy3QsfYNW0nfpKLqKDqef0Aq6ng6j31JHN9FBdAsdSP+m/WgSLadNaG/agvakDZJ2foChBqG/QqFQovG1YVKo6l8Sd1S1oW+Sb7Jv2DfFN9W3kW9j3ya+ab5NfZv5pvtm+Db3beGb6Zvlm+2b49vSt5Vvrm+eb75va98C34hvoW8b3yLfYt8S37a+pb7tfNv7HlLVlLJQ2biyirIwH9x27gjzUPUmBxoONCXQ1EAbBdo40CaBpgXaNNBmgaYHmhFo80BbBJoZaFa1TuAXWHV7Z3OqNbnmZ+DB2dT/eTyU4WdgSxc2RCKMSSFS6jIMkcNctiHS1eUZIj1coSFyHKwIkT6ugyEywJUZIoN4phAZ4roZIhcwaoXIpYxeITKaUSxExjKahciNjGohciuvFCJ3MsqFyFRGuxCZyagXIo8y+oXIPCgQIk9DgxB5ji0JkaXQIUTe5LsQWc69QuRDniVEPuVVQmQDWxEi39mWo+4n9iJEfmevQuQfjkKIJHNUQiSNoxQimRy1EMljT0KkiHdliGTGEEnxwzHReJpApLaIpMcQObhwCP8Hh2kejWn+9vRAWwWaGy8iNT0DD7QWVbudGufrQ4V+BrYDDyHSCTSEyBFgIUSOBgkh0hschMjJjE4hciojVYicyagVIucygoVIBV9CZISN7Ki7glEuRK5muAuRcQx1ITKRYS5E7mKIC5FpDG8h8gD3CpHZPFuIzDdIou4Zti5EnmevQuQVjkaIvMVRCpEVHL0Q+YjxL0TWsqYSIl+4XEPke1diR7SZdyhE/nBHGSLb4VCIhF1fQ6QpaychkuWGGiL57hJDpJh3IkQ6uOsMkcNhzxApjiGS5odjovE0gUhtEcmJIbK/4zB5D3HICbRloLvHYVfzAs2v1uR9dwbWtNl7+Lq901CZn4FHsvIQIseAhxA5npWFEDmFUSlEBjJKhchZjFohMpRRLEQuZFQLkZGMciFSyagXItcYBVF3EygIkdv4LkTu5llCZDpbESIPshch8hhHITCeYPjrlc+yJhIiSxj6QuRVjkyIvM2wFyLvucGGyGqGvBBZ58YYIl8y3IXID7AkRH5my0Jkq1toiOxwywyRFPeBIdLMrTdEslmTCJHWsCJESnhEiBzqCgyRzqzJhEg3WBUix9onAyKdY4g098Mx0XiaQKS2iERiiBxoK4c9xWFGjXAI8wuo3oJAI/sakawanoF11Ui9bDfU08/AExijQqQvf2sLkdMYkULkbEapEBnGyBUiFzGahchljHAhciWjXohcCwlCZLytCqLudns06u5hK0LkPlYIQuQhVgZCZA44CJEnWQkIkYWsAITIC6AgRF7jL/5ZfgtC5H0wECIfsxYRIp+55YbIVyAgRDa632zfv7hGhsifDH8hEmL8V9o1nxMNkXTe0XC75jPSEClgbTTMrvlMNUQ6urmGSBf3kiHS3a00RHqxp3K75rPVEOnPmsUQ6RVDJMcPx0TjaQKR2iJSGkOkvnC4d79aOdQUh10tDLRNte4FRHLr6QzMraeWxPX8UD8/A093eYbIYNfVEDmP0SlELmbUCpFRjGYhcpWtIaKM+AXGxM38FyJ3cK8QmcxWhMgMl2UEPAwWQuRxd5Ih8hRrGCGyiJWDEHkRJITIMjfPEHmHn4TISrfWEFkDDkLkc1YGQuRr194Q+ZGxLkR+BQUhss2NNkQacCRCpJGbbYhkgEGlXfNZbYhE3CZDpBRWKuyaT5Eh0tX1MER68EkMsms+IwyRPu4WQ2QAa6Zyu+az2BAZAmuGyIAYIvl+OCYaTxOI1BaRTjFE6mrlMKWOcJgRFw4T6hiHMB9s9RYHWlJfiETq6AyM1NEZGKmjttvt/f8CSrmn9zzwU/0AAAAASUVORK5CYII="
        )!)
    /// 4-bit palette, 16 colours.
    static let palette4 = [UInt8](
        Data(
            base64Encoded:
                "iVBORw0KGgoAAAANSUhEUgAAACgAAAAeBAMAAACs80HuAAAAMFBMVEUA/wAQ7wgg3xAwzxhAvyBQryhgnzBwjziAf0CQb0igX1CwT1jAP2DQL2jgH3DwD3j0iKcxAAAArElEQVR42nWRsRWDMAwFJdtVOqukNCtkBcq0rECZlhVYgRW8AiuwAiuEEeIIk2cko+YKG3/uC7Dthimun5JIgSfjoPGVsW3zm8fcFHT5MJSEfpyXbadnSRxUTA7C/O1J+0oP05Hyp6tcRBAyTFxkSmLdaLzKMJ2QYYKQYSIG3Z2R/8hBQoaK6q5SoDc0RezvqlNGndrQGSSkQG9o2zEG3Z2pFO/tW22IUpC+6L9r22wNpTuiJAAAAABJRU5ErkJggg=="
        )!)
    /// 1-bit grey stripes.
    static let grey1 = [UInt8](
        Data(
            base64Encoded:
                "iVBORw0KGgoAAAANSUhEUgAAACgAAAAeAQAAAAB2pmFwAAAASklEQVR42mOQKTwuU8j4ePWq1auZLB/3Wz5mvvqkb+cTFsvQfstQhsd9Fo/7GGVCw0JDmY7LFh6XZV4tU+wuw3J8deHx1QwDpBcATCxMrnQ+HIQAAAAASUVORK5CYII="
        )!)

    /// The RGB the encoder drew at (x, y) in `image`.
    static func expected(_ image: String, x: Int, y: Int) -> (UInt8, UInt8, UInt8) {
        switch image {
        case "rgb8", "rgba16": return (UInt8((x * 7 + y * 3) & 255), UInt8((x * y) & 255), UInt8((255 - x * 5) & 255))
        case "palette4":
            let i = (x + y) % 16
            return (UInt8(i * 16), UInt8(255 - i * 16), UInt8(i * 8))
        default:
            let v: UInt8 = (x / 3 + y) % 2 == 1 ? 255 : 0
            return (v, v, v)
        }
    }
}
