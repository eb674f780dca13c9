FROM python:3.11-slim

RUN useradd --create-home --uid 10001 cardtable
WORKDIR /app
COPY pyproject.toml README.md ./
COPY engine engine
COPY service service
RUN pip install --no-cache-dir .

USER cardtable
ENV CARDTABLE_DATA_DIR=/home/cardtable/data
EXPOSE 8000
HEALTHCHECK --interval=10s --timeout=3s --retries=3 \
  CMD python -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:8000/readyz', timeout=2)"
# REDIS_URL should point at a real Redis (see docker-compose.yml); without it the embedded
# Redis keeps its data in CARDTABLE_DATA_DIR.
CMD ["cardtable", "serve", "--host", "0.0.0.0", "--port", "8000"]
